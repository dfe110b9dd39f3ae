import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Keyboard use. axe on every route (English and Arabic, light and dark) is in routes.e2e.ts, from the same page
 * load as the route's other checks; the signed-in routes and every exercise type are in a11y-more-routes.e2e.ts.
 */
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

test.describe('motion', () => {
  /** The longest transition any element of the page declares, in seconds. */
  const longestTransition = (page: Page) =>
    page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('body *'), (el) =>
          Math.max(
            ...getComputedStyle(el)
              .transitionDuration.split(',')
              .map((d) => parseFloat(d)),
          ),
        ),
      ),
    );

  for (const lang of ['en', 'ar'] as const)
    test(`in ${lang}: buttons fade between colours, and change at once for whoever asks for reduced motion`, async ({
      openContext,
    }) => {
      const moving = await openContext({ lang });
      await moving.page.goto('/');
      await moving.page.getByTestId('page-landing').waitFor();
      expect(await longestTransition(moving.page)).toBeGreaterThan(0);

      const still = await openContext({ lang, reducedMotion: 'reduce' });
      await still.page.goto('/');
      await still.page.getByTestId('page-landing').waitFor();
      expect(await longestTransition(still.page)).toBe(0);
    });
});
