import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { screenshot, type Lang } from './support/browser';
import { freePort } from './support/free-port';
import { acceptUpdate, workerInControl } from './support/offline';
import { expect, test } from './support/fixtures';
import { appDataDir } from './support/server';

// The service worker is what these tests are about.
test.use({ serviceWorkers: 'allow' });

/*
 * Installable in both directions, as Chromium (and Lighthouse's installability check) decides it, and a new build
 * offered as an update in English and in Arabic.
 */

const root = path.resolve(import.meta.dirname, '..');
const pwaTexts = (lang: Lang) =>
  (
    JSON.parse(readFileSync(path.join(root, `apps/web/src/locales/${lang}/common.json`), 'utf8')) as {
      pwa: { updateReady: string; reload: string };
    }
  ).pwa;

/**
 * What Chromium says stands between the page and an install prompt (Page.getInstallabilityErrors, the call
 * Lighthouse's installability audit made). A test's browser context is incognito, which Chromium reports and
 * Lighthouse ignores too.
 */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    return errors
      .filter((e) => e.errorId !== 'in-incognito')
      .map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '));
  } finally {
    await cdp.detach();
  }
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  dir: string;
  lang: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

for (const [lang, manifestPath, dir, shortName] of [
  ['en', '/manifest.webmanifest', 'ltr', 'Lisan'],
  ['ar', '/manifest-ar.webmanifest', 'rtl', 'لسان'],
] satisfies readonly [Lang, string, string, string][])
  test.describe(`installable in ${lang}`, () => {
    test('meets Chromium’s install criteria: a manifest in the interface language with name, icons and colours, the icons load, a worker controls the page', async ({
      openContext,
    }) => {
      test.setTimeout(120_000);
      const { context, page } = await openContext({ lang });
      await page.goto('/dashboard');
      await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe(manifestPath);
      const manifest = (await (await page.request.get(manifestPath)).json()) as Manifest;
      expect(manifest.name).toContain(shortName);
      expect([manifest.lang, manifest.dir, manifest.short_name]).toEqual([lang, dir, shortName]);
      expect(manifest.display).toBe('standalone');
      expect(manifest.start_url).toMatch(/^\//);
      expect(manifest.theme_color).toMatch(/^#/);
      expect(manifest.background_color).toMatch(/^#/);
      // As Lighthouse checks: a 192 and a 512 PNG that load, and one the launcher may mask.
      for (const size of ['192x192', '512x512'])
        expect(manifest.icons.some((i) => i.sizes === size)).toBe(true);
      expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
      for (const icon of manifest.icons) {
        const res = await page.request.get(icon.src);
        expect(res.status(), icon.src).toBe(200);
        expect(res.headers()['content-type']).toBe('image/png');
      }
      await workerInControl(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      const cdp = await context.newCDPSession(page);
      const parsed = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
      };
      await cdp.detach();
      expect(new URL(parsed.url).pathname).toBe(manifestPath);
      expect(parsed.errors).toEqual([]);
      // Chromium fetches the icons and checks the worker before it decides: poll until it has.
      await expect.poll(() => installabilityErrors(page), { timeout: 30_000 }).toEqual([]);
    });
  });

test.describe('a deploy', () => {
  let app: ChildProcess | undefined;
  let work: string;
  let port: number;
  const start = async (webDist: string) => {
    app = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        WEB_DIST_DIR: webDist,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error('the app did not become ready within 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const stop = async () => {
    if (app && app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((r) => app!.once('exit', r));
    }
  };
  test.afterAll(async () => {
    await stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  // One deploy for both languages: each browser context has a worker of its own, so each is offered the update.
  test('offers the new build as an update, in English and in Arabic, and runs it only after Reload', async ({
    openContext,
  }) => {
    test.setTimeout(300_000);
    port = await freePort();
    work = mkdtempSync(path.join(tmpdir(), 'lisan-e2e-deploy-'));
    const first = path.join(work, 'web-1');
    const second = path.join(work, 'web-2');
    cpSync(path.join(appDataDir(), 'web'), first, { recursive: true });
    cpSync(first, second, { recursive: true });
    // The next build: a service worker that differs by a byte is a new version to the browser.
    appendFileSync(path.join(second, 'sw.js'), '\n// next build\n');
    rmSync(path.join(second, 'sw.js.br'), { force: true });
    rmSync(path.join(second, 'sw.js.gz'), { force: true });

    await start(first);
    const baseUrl = `http://127.0.0.1:${port}`;
    const pages = [
      { lang: 'en', dir: 'ltr', page: (await openContext({ lang: 'en', baseUrl })).page, path: '/' },
      { lang: 'ar', dir: 'rtl', page: (await openContext({ lang: 'ar', baseUrl })).page, path: '/dashboard' },
    ] satisfies { lang: Lang; dir: string; page: Page; path: string }[];
    for (const { page, path: where } of pages) {
      await page.goto(where);
      await workerInControl(page);
    }
    await stop();
    await start(second);

    for (const { lang, dir, page } of pages) {
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      const offer = page.getByTestId('update-ready');
      await offer.waitFor();
      const texts = pwaTexts(lang);
      expect(await offer.textContent()).toContain(texts.updateReady);
      expect(await page.getByTestId('update-reload').textContent()).toContain(texts.reload);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      await acceptUpdate(page, (p) => screenshot(p, `offline-update-ready-${lang}`));
    }
  });
});
