import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getContentCatalog } from '@lisan/content';
import type { ExerciseType, JudgeItem, OfflineSession } from '@lisan/contract';
import { learner } from './support/accounts';
import { rightAnswer, WRONG_ANSWER } from './support/answers';
import { screenshot, type Lang } from './support/browser';
import { freePort } from './support/free-port';
import { ExercisePage } from './support/pages';
import { expect, test } from './support/fixtures';
import { appDataDir, appUrl } from './support/server';
import { acceptUpdate, dailyStats, workerInControl } from './support/offline';

const root = path.resolve(import.meta.dirname, '..');

// Installability (the manifest in each language, Chromium's criteria) is in offline-install.e2e.ts.

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`offline practice in ${lang}`, () => {
    test('runs a whole session of ten without a network, survives a reload, and records it once back online', async ({
      openContext,
    }) => {
      test.setTimeout(300_000);
      const baseUrl = appUrl();
      const account = await learner('basic');
      const { context, page } = await openContext({ lang, storage: account.storage });
      try {
        await page.goto('/practice');
        await workerInControl(page);
        const kept = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offline-session');
        // The switch turns on once the session is kept, not as it is clicked.
        await page.getByTestId('offline-toggle').click();
        const session = (await (await kept).json()) as OfflineSession;
        await page.getByTestId('offline-kept').waitFor();
        expect(session.items).toHaveLength(10);

        await context.setOffline(true);
        await page.reload();
        await page.getByTestId('offline-now').waitFor();
        const catalog = getContentCatalog();
        const exercise = new ExercisePage(page);
        for (const [index, { exercise: view }] of session.items.entries()) {
          await page.getByTestId(`prompt-${view.type}`).waitFor();
          const item = catalog.getExerciseItem(view.type as ExerciseType, view.itemId) as JudgeItem;
          const verdict = await exercise.answer(index % 2 === 0 ? rightAnswer(item) : WRONG_ANSWER);
          // Judged on the device, with its feedback shown.
          expect(verdict).toBe(index % 2 === 0 ? 'correct' : 'incorrect');
          expect((await exercise.feedback().textContent())?.trim()).not.toBe('');
          if (index === 0) await screenshot(page, `offline-item-answered-${lang}`);
          await exercise.next();
        }
        await page.getByTestId('practice-summary').waitFor();
        await expect.poll(() => page.getByTestId('offline-unsent').textContent()).toMatch(/10|١٠/);
        // Nothing reached the server while offline.
        expect((await dailyStats(baseUrl, account.token, account.user.id)).exercicesCompleted).toBe(0);

        // A reload without a network still opens the app and the kept session.
        await page.reload();
        await page.getByTestId(`prompt-${session.items[0]!.exercise.type}`).waitFor();
        await page.getByTestId('offline-now').waitFor();

        const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offline-answers');
        await context.setOffline(false);
        await sent;
        await page.getByTestId('offline-sync-report').waitFor();
        await screenshot(page, `offline-synced-${lang}`);
        const stats = await dailyStats(baseUrl, account.token, account.user.id);
        expect([stats.exercicesCompleted, stats.correctCount, stats.streakDays]).toEqual([10, 5, 1]);

        // Opened again online: nothing is left to send and nothing is recorded twice.
        await page.reload();
        await page.getByTestId('offline-kept').waitFor();
        const again = await dailyStats(baseUrl, account.token, account.user.id);
        expect(again.exercicesCompleted).toBe(10);
      } finally {
        await context.setOffline(false).catch(() => undefined);
        await context.close();
      }
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

  test('is offered as an update: the new worker waits until the learner chooses Reload', async ({
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
    const { page } = await openContext({ lang: 'en', baseUrl });
    await page.goto('/');
    await workerInControl(page);
    await stop();
    await start(second);

    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    const offer = page.getByTestId('update-ready');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('A new version is ready');
    await acceptUpdate(page, (p) => screenshot(p, 'offline-update-ready-en'));
  });
});
