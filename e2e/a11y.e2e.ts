import { type Lang } from './support/browser';
import { APP_PAGES, PUBLIC_PAGES } from './support/public-routes';
import { expect, test } from './support/fixtures';
import { axeViolations, seriousViolations } from './support/axe';

/** axe-core (support/axe.ts) on every route, in English and Arabic, light and dark. */
const ROUTES = [...APP_PAGES, ...PUBLIC_PAGES];
const VARIANTS: [Lang, 'light' | 'dark'][] = [
  ['en', 'light'],
  ['en', 'dark'],
  ['ar', 'light'],
  ['ar', 'dark'],
];

for (const [lang, theme] of VARIANTS)
  test.describe(`axe in ${lang}, ${theme} theme`, () => {
    test.use({ lang, theme });
    for (const { path, testId } of ROUTES)
      test(`finds no serious or critical violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await page.getByTestId(testId).waitFor();
        // Let the lazily loaded locale strings and fonts settle so colours and text are final.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
  });

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`axe in ${lang} finds nothing at all`, () => {
    test.use({ lang });
    for (const { path, testId } of ROUTES)
      test(`on ${path}, minor and moderate findings included`, async ({ page }) => {
        await page.goto(path);
        await page.getByTestId(testId).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
  });

test.describe('keyboard', () => {
  test('reaches the skip link first, then the header, with a visible focus ring', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('page-landing').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe(
      'none',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('home-link');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth);
    expect(parseFloat(outline)).toBeGreaterThanOrEqual(2);

    // Tab on to the language toggle and switch language with Enter.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (
        (await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === 'language-toggle'
      )
        break;
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
  });

  test('opens a help question with the keyboard', async ({ page }) => {
    await page.goto('/help');
    const first = page.locator('details').first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('open')).not.toBeNull();
  });
});
