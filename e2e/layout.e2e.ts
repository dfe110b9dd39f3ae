import { firstItem } from './support/answers';
import { api, learner, type Learner } from './support/accounts';
import { screenshot, type Lang } from './support/browser';
import { APP_PAGES, PUBLIC_PAGES } from './support/public-routes';
import { overflowing, PHONE } from './support/layout';
import { expect, test } from './support/fixtures';

/*
 * Pages that fit the screen: nothing wider than a phone, the header on one line, the on-screen keyboard's
 * rows on a phone.
 */
const LANGS: Lang[] = ['en', 'ar'];
let standard: Learner;
let premium: Learner;
test.beforeAll(async () => {
  [standard, premium] = await Promise.all([learner('standard'), learner('premium')]);
});

test.describe('nothing wider than a phone', () => {
  const LONG_ANSWER = `${'كتابجميل'.repeat(12)} Incomprehensibilities${'abcdefghij'.repeat(5)}`;
  const ROUTES = [
    ...APP_PAGES,
    ...PUBLIC_PAGES,
    { path: '/dashboard/report', testId: 'page-report' },
    { path: '/exercise/comparison', testId: 'page-exercise' },
  ];

  for (const [lang, width] of LANGS.flatMap((lang) => [390, 1280].map((width) => [lang, width] as const)))
    test(`in ${lang} at ${width} px: no route is wider than the screen (the dashboard with a long answer in Recent Activity)`, async ({
      open,
    }) => {
      test.setTimeout(240_000);
      const completion = firstItem('completion');
      const answered = await api('/api/validate-answer', premium.token, {
        method: 'POST',
        body: {
          userAnswer: LONG_ANSWER,
          exerciseType: 'completion',
          phraseId: completion.subjectId,
          userId: premium.user.id,
          language: lang,
        },
      });
      expect(answered.status).toBe(200);
      const { page } = await open({ lang, storage: premium.storage });
      await page.setViewportSize({ width, height: 844 });
      const problems: Record<string, unknown> = {};
      for (const route of ROUTES) {
        await page.goto(route.path);
        await page.waitForLoadState('networkidle');
        if (route.path === '/dashboard') await page.getByTestId('recent-item').first().waitFor();
        const result = await overflowing(page);
        if (result.scrollWidth > result.width || result.out.length > 0) problems[route.path] = result;
        await screenshot(page, `ux-route-${lang}-${width}${route.path.replace(/[^a-z0-9]+/gi, '-')}`);
      }
      expect(problems).toEqual({});
    });
});

test.describe('the header on a phone', () => {
  for (const lang of LANGS)
    test(`in ${lang} at 390 px the header buttons stay on one line`, async ({ open }) => {
      const { page } = await open({ lang });
      await page.setViewportSize(PHONE);
      await page.goto('/');
      for (const id of ['header-signin', 'header-signup']) {
        const lines = await page.getByTestId(id).evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
        });
        expect(lines, id).toBe(1);
      }
      const header = await overflowing(page);
      expect(header.out).toEqual([]);
    });
});

test.describe('the on-screen keyboard on a phone', () => {
  test('on a phone the on-screen keyboard rows do not wrap and their keys are one size', async ({ open }) => {
    const { page } = await open({ lang: 'ar', storage: standard.storage });
    await page.setViewportSize(PHONE);
    await page.goto('/exercise/completion');
    await page.getByTestId('toggle-keyboard').click();
    const rows = await page.getByTestId('keyboard-row').evaluateAll((els) =>
      els.map((row) =>
        Array.from(row.querySelectorAll('button')).map((b) => ({
          top: Math.round(b.getBoundingClientRect().top),
          width: Math.round(b.getBoundingClientRect().width),
        })),
      ),
    );
    for (const row of rows) expect(new Set(row.map((k) => k.top)).size).toBe(1);
    expect(new Set(rows.flat().map((k) => k.width)).size).toBe(1);
    await screenshot(page, 'ux-keyboard-ar-390');
  });
});
