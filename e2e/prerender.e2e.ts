import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { learner, type Learner } from './support/accounts';
import { launchBrowser, openContext } from './support/browser';

// ADR 7: pages prerendered at build time, painted before the scripts run, then hydrated (or, for a visitor who
// would see something else, hidden until the app has rendered their own).

let browser: Browser;
let signedIn: Learner;
beforeAll(async () => {
  browser = await launchBrowser();
  signedIn = await learner('basic');
});
afterAll(async () => {
  await browser?.close();
});

/** Records, from the very start of the page, what the visitor could see and whether React replaced the markup. */
async function watchStartUp(page: Page) {
  await page.addInitScript(() => {
    const record = { removedFromRoot: 0, hiddenAtFirstParse: null as boolean | null, textAtFirstParse: '' };
    (window as unknown as { startUp: typeof record }).startUp = record;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if ((mutation.target as Element).id === 'root')
          record.removedFromRoot += mutation.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      // The start-up script's mark, which the stylesheet turns into a hidden #root (checked by hiddenByStylesheet).
      record.hiddenAtFirstParse = document.documentElement.dataset.boot === 'client';
      record.textAtFirstParse = root?.textContent ?? '';
    });
  });
}

const startUp = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          startUp: { removedFromRoot: number; hiddenAtFirstParse: boolean; textAtFirstParse: string };
        }
      ).startUp,
  );

/** Whether the stylesheet hides the page while the start-up script's mark is on <html>. */
const hiddenByStylesheet = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    html.dataset.boot = 'client';
    const hidden = getComputedStyle(document.getElementById('root')!).visibility === 'hidden';
    delete html.dataset.boot;
    return hidden;
  });

describe('prerendered pages', () => {
  it('serve their content in the HTML itself, readable without JavaScript', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, heading] of [
        ['/', 'You already know the words. Now speak them.'],
        ['/features', 'Features'],
        ['/privacy', 'Privacy Policy'],
      ] as const) {
        await page.goto(path);
        expect(await page.locator('h1').first().textContent(), path).toBe(heading);
        expect(await page.getByTestId('site-footer').isVisible(), path).toBe(true);
      }
      // A page built around a form with personal details is not prerendered (it would submit itself).
      await page.goto('/signin');
      expect(await page.locator('#root').textContent()).toBe('');
    } finally {
      await context.close();
    }
  });

  it.each(['/', '/dashboard', '/exercise/completion', '/pricing'])(
    'are hydrated, not replaced, for a signed-out visitor in English (%s)',
    async (path) => {
      const { context, page, consoleErrors } = await openContext(browser, { lang: 'en' });
      try {
        await watchStartUp(page);
        await page.goto(path);
        // The header's sign-in button appears once the app runs and knows nobody is signed in.
        await page.getByTestId('header-signin').waitFor();
        if (path === '/exercise/completion') await page.getByTestId('prompt-arabic').waitFor();
        const seen = await startUp(page);
        expect(seen.hiddenAtFirstParse).toBe(false);
        expect(seen.textAtFirstParse.length).toBeGreaterThan(100);
        expect(seen.removedFromRoot, 'React kept the prerendered markup').toBe(0);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('stay hidden from a visitor in Arabic until the page is rendered in Arabic, so no English shows', async () => {
    const { context, page, consoleErrors } = await openContext(browser, { lang: 'ar' });
    try {
      await watchStartUp(page);
      await page.goto('/');
      await page.getByTestId('header-signin').waitFor();
      const seen = await startUp(page);
      expect(seen.hiddenAtFirstParse).toBe(true);
      expect(await hiddenByStylesheet(page)).toBe(true);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility))
        .toBe('visible');
      expect(await page.locator('h1').first().textContent()).toBe('أنت تعرف الكلمات. فتكلّم بها.');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stay hidden from someone signed in, who never sees the guest version of the dashboard', async () => {
    const { context, page, consoleErrors } = await openContext(browser, {
      lang: 'en',
      storage: signedIn.storage,
    });
    try {
      await watchStartUp(page);
      await page.goto('/dashboard');
      const greeting = page.getByRole('heading', { level: 1 });
      await expect.poll(() => greeting.textContent()).toContain(String(signedIn.user.firstName));
      const seen = await startUp(page);
      expect(seen.hiddenAtFirstParse).toBe(true);
      expect(await page.getByText('You are practising as a guest').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('paint in the dark theme straight away for a visitor who chose it', async () => {
    const { context, page, consoleErrors } = await openContext(browser, { lang: 'en', theme: 'dark' });
    try {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { darkAtFirstParse: boolean }).darkAtFirstParse =
            document.documentElement.classList.contains('dark');
        });
      });
      await page.goto('/features');
      await page.getByTestId('header-signin').waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { darkAtFirstParse: boolean }).darkAtFirstParse),
      ).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
