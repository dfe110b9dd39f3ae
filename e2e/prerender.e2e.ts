import type { Page } from '@playwright/test';
import type { Learner } from './support/accounts';
import { expect, test } from './support/fixtures';
import { appUrl } from './support/server';

// ADR 7: pages prerendered at build time, painted before the scripts run, then hydrated (or, for a visitor who
// would see something else, hidden until the app has rendered their own).

let signedIn: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  signedIn = await sharedLearner('basic');
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

test.describe('prerendered pages', () => {
  test('serve their content in the HTML itself, readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: appUrl(), javaScriptEnabled: false });
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
  });

  for (const path of ['/', '/dashboard', '/exercise/completion', '/pricing'])
    test(`are hydrated, not replaced, for a signed-out visitor in English (${path})`, async ({
      openContext,
    }) => {
      const { page, consoleErrors } = await openContext({ lang: 'en' });
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
    });

  test("an exercise's prompt is written in as its item arrives, before the app's scripts, and the app shows the same", async ({
    browser,
    openContext,
  }) => {
    // The app's scripts never arrive (a plain context: the usual one waits for the app to start on every load).
    const context = await browser.newContext({ baseURL: appUrl() });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/exercise/completion');
    const early = page.locator('[data-early-text="arabic"]');
    await expect(early).toHaveText(/[\u0600-\u06FF]/);
    await expect(early).toBeVisible();
    await expect(page.getByTestId('exercise-loading')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Completion');
    await context.close();

    const { page: withScripts, consoleErrors } = await openContext({ lang: 'en' });
    await withScripts.addInitScript(() => {
      const seen = { early: '' };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const line = document.querySelector('[data-early-text="arabic"]');
        if (line?.textContent && !seen.early) seen.early = line.textContent;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await withScripts.goto('/exercise/completion');
    const prompt = withScripts.getByTestId('prompt-arabic');
    await prompt.waitFor();
    const seen = await withScripts.evaluate(() => (window as unknown as { seen: { early: string } }).seen);
    expect(seen.early).not.toBe('');
    expect(await prompt.textContent()).toBe(seen.early);
    expect(consoleErrors).toEqual([]);
  });

  test('stay hidden from a visitor in Arabic until the page is rendered in Arabic, so no English shows', async ({
    openContext,
  }) => {
    const { page, consoleErrors } = await openContext({ lang: 'ar' });
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
  });

  test('stay hidden from someone signed in, who never sees the guest version of the dashboard', async ({
    openContext,
  }) => {
    const { page, consoleErrors } = await openContext({
      lang: 'en',
      storage: signedIn.storage,
    });
    await watchStartUp(page);
    await page.goto('/dashboard');
    const greeting = page.getByRole('heading', { level: 1 });
    await expect.poll(() => greeting.textContent()).toContain(String(signedIn.user.firstName));
    const seen = await startUp(page);
    expect(seen.hiddenAtFirstParse).toBe(true);
    expect(await page.getByText('You are practising as a guest').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('paint in the dark theme straight away for a visitor who chose it', async ({ openContext }) => {
    const { page, consoleErrors } = await openContext({ lang: 'en', theme: 'dark' });
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
  });
});
