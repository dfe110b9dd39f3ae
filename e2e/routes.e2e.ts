import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, screenshot, type Lang } from './support/browser';
import { AppShell } from './support/pages';
import { APP_PAGES } from './support/public-routes';

const ROUTES = APP_PAGES;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<[Lang, 'ltr' | 'rtl']>([
  ['en', 'ltr'],
  ['ar', 'rtl'],
])('every route in %s', (lang, dir) => {
  it.each(ROUTES)('renders $path inside the header and footer', async ({ path, testId }) => {
    const { context, page, consoleErrors } = await openContext(browser, { lang });
    try {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      await expect.poll(() => page.locator('header').first().isVisible()).toBe(true);
      await expect.poll(() => new AppShell(page).footer().isVisible()).toBe(true);
      const heading = await page.locator('h1').first().textContent();
      expect(heading?.trim().length).toBeGreaterThan(0);
      await screenshot(page, `route-${lang}-${testId}`);
      // An unknown page is answered with status 404, which Chromium reports as a failed load; nothing else.
      const expected = path.startsWith('/no/') ? [/status of 404/] : [];
      expect(consoleErrors.filter((e) => !expected.some((pattern) => pattern.test(e)))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('language toggle', () => {
  it('cycles en → ar → id → tr → zh → sw → en, storing the choice and setting lang and dir', async () => {
    const { context, page } = await openContext(browser, { lang: 'en' });
    try {
      const shell = new AppShell(page);
      await page.goto('/');
      const expected: [string, string][] = [
        ['ar', 'rtl'],
        ['id', 'ltr'],
        ['tr', 'ltr'],
        ['zh', 'ltr'],
        ['sw', 'ltr'],
        ['en', 'ltr'],
      ];
      for (const [lang, dir] of expected) {
        await shell.languageToggle().click();
        // The new language's strings load on demand; lang and dir follow once they have arrived.
        await expect.poll(() => shell.languageAndDirection()).toEqual({ lang, dir });
        expect(await page.evaluate(() => localStorage.getItem('app-language'))).toBe(lang);
      }
    } finally {
      await context.close();
    }
  });

  it.each(['en', 'ar'] as const)(
    'offers a menu in %s naming each language in itself, going straight to the one picked',
    async (start) => {
      const { context, page } = await openContext(browser, { lang: start });
      try {
        const shell = new AppShell(page);
        await page.goto('/');
        await page.getByTestId('language-menu').click();
        const names = await page
          .getByRole('menuitemradio')
          .evaluateAll((items) =>
            items.map((i) => [i.querySelector('[lang]')?.getAttribute('lang'), i.textContent]),
          );
        expect(names).toEqual([
          ['en', 'English'],
          ['ar', 'العربية'],
          ['id', 'Bahasa Indonesia'],
          ['tr', 'Türkçe'],
          ['zh', '中文'],
          ['sw', 'Kiswahili'],
        ]);
        expect(await page.getByTestId(`language-option-${start}`).getAttribute('aria-checked')).toBe('true');
        await page.getByTestId('language-option-sw').click();
        await expect.poll(() => shell.languageAndDirection()).toEqual({ lang: 'sw', dir: 'ltr' });
        // One choice back, where the toggle would take five taps.
        await page.getByTestId('language-menu').click();
        await page.getByTestId(`language-option-${start}`).click();
        await expect
          .poll(() => shell.languageAndDirection())
          .toEqual({ lang: start, dir: start === 'ar' ? 'rtl' : 'ltr' });
        expect(await page.evaluate(() => localStorage.getItem('app-language'))).toBe(start);
      } finally {
        await context.close();
      }
    },
  );

  it('falls back to English when the stored language is unknown', async () => {
    const { context, page } = await openContext(browser, { storage: { 'app-language': 'xx' } });
    try {
      await page.goto('/');
      await page.getByTestId('page-landing').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });
});
