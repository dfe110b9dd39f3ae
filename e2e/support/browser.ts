import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, LaunchOptions, Page, Request } from '@playwright/test';
import { appUrl } from './server';

const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../.artifacts');

/** Debian's Chromium, with the flags this closed network needs (no background calls home). */
export const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
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

export type Lang = 'en' | 'ar' | 'id' | 'tr' | 'zh' | 'sw';

export interface ContextOptions {
  lang?: Lang;
  theme?: 'light' | 'dark';
  storage?: Record<string, string>;
  /** Another app instance than the shared one (a test that starts the app with its own configuration). */
  baseUrl?: string;
  /** The system setting 'reduce' asks pages for as little motion as they can do with. */
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * Whether pages may install the service worker ('block' unless asked). Installed, it precaches the whole build,
   * 180 files, in the background of whatever the test does: a fifth of the time of the route sweeps. The offline
   * and install tests allow it; the others show that the app runs as well in a browser that refuses it.
   */
  serviceWorkers?: 'allow' | 'block';
}

export interface OpenedContext {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

/**
 * A fresh browser context whose storage already holds the interface language, as if the user had chosen it.
 * Console errors are collected so a test can assert the page ran cleanly.
 */
export async function openContext(browser: Browser, options: ContextOptions = {}): Promise<OpenedContext> {
  const origin = options.baseUrl ?? appUrl();
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const entries = {
    'app-language': options.lang ?? 'en',
    ...(options.theme ? { 'app-theme': options.theme } : {}),
    ...options.storage,
  };
  await context.addInitScript((values: Record<string, string>) => {
    // Only on the first load: a test that changes the language later must not be overridden on reload.
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  // A learner who signed in through the page also holds the session cookie; a seeded one gets it too, so requests
  // a page cannot add a header to (the payment widget's script) carry the session as they do for a real learner.
  const token = options.storage?.['auth-token'];
  if (token) {
    await context.addCookies([
      { name: 'lisan_session', value: token, url: origin, httpOnly: true, sameSite: 'Lax' },
    ]);
  }
  const page = await context.newPage();
  waitForTheAppOnLoad(page);
  trackRequests(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // Chromium's "Failed to load resource" names no address: the message's location does.
    if (message.type() !== 'error') return;
    const where = message.location().url;
    consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
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

const requests = new WeakMap<Page, { pending: Set<Request>; lastChange: number }>();

function trackRequests(page: Page) {
  const state = { pending: new Set<Request>(), lastChange: Date.now() };
  requests.set(page, state);
  page.on('request', (request) => {
    state.pending.add(request);
    state.lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (state.pending.delete(request)) state.lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Waits until the page has loaded and neither started nor finished a request for `quietMs`: the strings, fonts and
 * data it loads once shown have arrived, so colours and text are final. Playwright's 'networkidle' waits for half a
 * second of quiet, which over the route sweeps' hundreds of page loads came to minutes; a page's next request
 * starts within a task of the one before it ending, far inside this window.
 */
export async function settled(page: Page, quietMs = 200) {
  const state = requests.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  const deadline = Date.now() + 30_000;
  while (state.pending.size > 0 || Date.now() - state.lastChange < quietMs) {
    if (Date.now() > deadline)
      throw new Error(`still waiting for ${[...state.pending].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A picture of the whole page for a person to look at, in e2e/.artifacts/, when E2E_SCREENSHOTS is set. No test
 * reads them back, and the route and layout sweeps take over two hundred of them (a fifth of those files' time),
 * so a plain run takes none; a failed test's pages are photographed either way (fixtures.ts).
 */
export async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
