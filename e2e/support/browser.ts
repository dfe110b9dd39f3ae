import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../.artifacts');

/** Debian's Chromium (never a downloaded one), with the flags this closed network needs (no background calls home). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The window every page opens in unless a test resizes it. */
export const CONTEXT_OPTIONS = { viewport: { width: 1280, height: 900 }, acceptDownloads: true };

export type Lang = 'en' | 'ar' | 'id' | 'tr' | 'zh' | 'sw';

export interface ContextSeed {
  lang?: Lang;
  theme?: 'light' | 'dark';
  /** localStorage entries, e.g. a learner's `auth-token` and `user`. */
  storage?: Record<string, string>;
  /** The app the context talks to (the shared one unless a test starts its own). */
  baseUrl: string;
}

/**
 * Gives a fresh browser context the storage of a user who has already chosen the interface language (and theme),
 * and, for a signed-in learner, the session.
 */
export async function seedContext(context: BrowserContext, seed: ContextSeed) {
  const entries = {
    'app-language': seed.lang ?? 'en',
    ...(seed.theme ? { 'app-theme': seed.theme } : {}),
    ...seed.storage,
  };
  await context.addInitScript((values: Record<string, string>) => {
    // Only on the first load: a test that changes the language later must not be overridden on reload.
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  // A learner who signed in through the page also holds the session cookie; a seeded one gets it too, so requests
  // a page cannot add a header to (the payment widget's script) carry the session as they do for a real learner.
  const token = seed.storage?.['auth-token'];
  if (token) {
    await context.addCookies([
      { name: 'lisan_session', value: token, url: seed.baseUrl, httpOnly: true, sameSite: 'Lax' },
    ]);
  }
}

const errorsOf = new WeakMap<Page, string[]>();

/**
 * Makes a new page wait for the app after each load and collect its console errors, so a test can assert the page
 * ran cleanly; returns that list (the same one on every call).
 */
export function watchPage(page: Page): string[] {
  const known = errorsOf.get(page);
  if (known) return known;
  const consoleErrors: string[] = [];
  errorsOf.set(page, consoleErrors);
  waitForTheAppOnLoad(page);
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return consoleErrors;
}

/**
 * Pages arrive prerendered (ADR 7): their markup is there before the app runs, and a click on a button does
 * nothing until it does. After every page load, `goto` and `reload` also wait for the app's `data-app="ready"`
 * (pages outside the app, such as the sandbox payment pages, have no #root and are not waited for).
 */
function waitForTheAppOnLoad(page: Page) {
  const ready = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
    );
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await ready();
        return response;
      },
    });
  }
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
