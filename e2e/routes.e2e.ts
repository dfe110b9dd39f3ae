import type { Page } from '@playwright/test';
import { screenshot, settled, type Lang } from './support/browser';
import { axeViolations, seriousColourViolations } from './support/axe';
import { AppShell } from './support/pages';
import { APP_PAGES, PUBLIC_PAGES } from './support/public-routes';
import { expect, test } from './support/fixtures';

/*
 * Every route, in English and Arabic, from one page load each: it renders inside the header and footer in the
 * interface language and direction with a heading (a public page with real content), nothing goes to the console,
 * and axe finds nothing at all (minor and moderate findings included) in the light theme, then, with the theme
 * switched to dark in place, nothing serious or critical in its colours. The browser asks for reduced motion, so
 * the dark colours are there at once rather than after the buttons' fade.
 */
const PUBLIC = new Set(PUBLIC_PAGES.map(({ path }) => path));
const ROUTES = [...APP_PAGES, ...PUBLIC_PAGES];

/** What the app does when the learner turns dark mode on (lib/theme.ts): the stored choice and <html>'s class. */
const switchToDark = (page: Page) =>
  page.evaluate(() => {
    localStorage.setItem('app-theme', 'dark');
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
  });

for (const [lang, dir] of [
  ['en', 'ltr'],
  ['ar', 'rtl'],
] satisfies readonly [Lang, 'ltr' | 'rtl'][])
  test.describe(`every route in ${lang}`, () => {
    for (const { path, testId } of ROUTES)
      test(`renders ${path} inside the header and footer; axe finds nothing in light, nothing serious in dark`, async ({
        openContext,
      }) => {
        const { page, consoleErrors } = await openContext({ lang, reducedMotion: 'reduce' });
        await page.goto(path);
        const main = page.getByTestId(testId);
        await main.waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.locator('html').getAttribute('dir')).toBe(dir);
        await expect.poll(() => page.locator('header').first().isVisible()).toBe(true);
        await expect.poll(() => new AppShell(page).footer().isVisible()).toBe(true);
        const heading = await page.locator('h1').first().textContent();
        expect(heading?.trim().length).toBeGreaterThan(0);
        // A public page has real content, not a bare title: at least a few lines of text.
        if (PUBLIC.has(path)) expect((await main.innerText()).length).toBeGreaterThan(150);
        // Let the lazily loaded locale strings and fonts settle so colours and text are final.
        await settled(page);
        await screenshot(page, `route-${lang}-${testId}`);
        expect(await axeViolations(page), 'light theme').toEqual([]);

        await switchToDark(page);
        expect(await page.locator('html').getAttribute('class')).toContain('dark');
        expect(await seriousColourViolations(page), 'dark theme').toEqual([]);
        await screenshot(page, `dark-${lang}-${testId}`);
        // An unknown page is answered with status 404, which Chromium reports as a failed load; nothing else.
        const expected = path.startsWith('/no/') ? [/status of 404/] : [];
        expect(consoleErrors.filter((e) => !expected.some((pattern) => pattern.test(e)))).toEqual([]);
      });
  });

test.describe('language toggle', () => {
  test('cycles en → ar → id → tr → zh → sw → en, storing the choice and setting lang and dir', async ({
    openContext,
  }) => {
    const { page } = await openContext({ lang: 'en' });
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
  });

  for (const start of ['en', 'ar'] as const)
    test(`offers a menu in ${start} naming each language in itself, going straight to the one picked`, async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang: start });
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
    });

  test('falls back to English when the stored language is unknown', async ({ openContext }) => {
    const { page } = await openContext({ storage: { 'app-language': 'xx' } });
    await page.goto('/');
    await page.getByTestId('page-landing').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});
