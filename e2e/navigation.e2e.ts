import { type Lang } from './support/browser';
import { expect, test } from './support/fixtures';

/** Where a page opens and what it is called, in English and Arabic. */
const LANGS: Lang[] = ['en', 'ar'];

test.describe('where a page opens', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ar', 390],
  ] satisfies readonly [Lang, number][])
    test(`in ${lang} at ${width} px: a new route starts at the top or its #anchor; Back and Forward restore the position`, async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang });
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bottom = await page.evaluate(() => window.scrollY);
      expect(bottom).toBeGreaterThan(500);
      await page.locator('footer a[href="/about"]').click();
      await page.getByTestId('page-about').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 300));
      await page.goBack();
      await page.getByTestId('page-landing').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 3);
      await page.goForward();
      await page.getByTestId('page-about').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

      // A link with an #anchor opens the new page at that anchor, below the sticky header.
      await page.evaluate(() => history.pushState(null, '', '/pricing#pricing-faq-title'));
      await page.locator('#pricing-faq-title').waitFor();
      await expect
        .poll(() =>
          page.evaluate(() =>
            Math.round(document.getElementById('pricing-faq-title')!.getBoundingClientRect().top),
          ),
        )
        .toBeGreaterThan(40);
      // In view (the page may end before the anchor can reach the very top).
      const { top, height } = await page.evaluate(() => ({
        top: document.getElementById('pricing-faq-title')!.getBoundingClientRect().top,
        height: window.innerHeight,
      }));
      expect(top).toBeLessThan(height - 40);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
});

test.describe('page titles', () => {
  for (const lang of LANGS)
    test(`in ${lang}: each route has its own title in the interface language`, async ({ openContext }) => {
      const { page } = await openContext({ lang });
      const titles = new Set<string>();
      for (const path of [
        '/',
        '/features',
        '/pricing',
        '/dashboard',
        '/signin',
        '/about',
        '/exercise/completion',
        '/no/such/page',
      ]) {
        await page.goto(path);
        if (path !== '/')
          await expect.poll(() => page.title()).not.toBe('Lisan: speak the Arabic you have memorised');
        else await expect.poll(() => page.title()).toMatch(lang === 'en' ? /^Lisan: / : /^لسان: /);
        const title = await page.title();
        if (lang === 'ar') expect(title).toMatch(/[\u0600-\u06FF]/);
        titles.add(title);
      }
      expect(titles.size).toBe(8);
    });
});
