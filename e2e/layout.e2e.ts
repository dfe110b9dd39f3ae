import { EXERCISE_TYPES } from '@lisan/contract';
import type { Page } from '@playwright/test';
import { firstItem } from './support/answers';
import type { Learner } from './support/accounts';
import { api } from './support/api';
import { screenshot, settled, type Lang } from './support/browser';
import { APP_PAGES, PUBLIC_PAGES } from './support/public-routes';
import { expect, test } from './support/fixtures';

/** Layout that fits, at desktop (1280 px) and phone (390 px) widths, in English and Arabic. */
let standard: Learner;
let premium: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  [standard, premium] = await Promise.all([sharedLearner('standard'), sharedLearner('premium')]);
});

const PHONE = { width: 390, height: 844 };
const LANGS: Lang[] = ['en', 'ar'];

/** Elements that stick out of the viewport sideways and are not inside a container that scrolls or clips them. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') {
          const ab = a.getBoundingClientRect();
          if (ab.right <= width + 1 && ab.left >= -1) clipped = true;
          break;
        }
      }
      if (!clipped)
        out.push(
          `${el.tagName.toLowerCase()}[${Math.round(box.left)}…${Math.round(box.right)}] ${(el.textContent ?? '').trim().slice(0, 40)}`,
        );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 5) };
  });
}

test.describe('nothing wider than a phone', () => {
  const LONG_ANSWER = `${'كتابجميل'.repeat(12)} Incomprehensibilities${'abcdefghij'.repeat(5)}`;
  const ROUTES = [
    ...APP_PAGES,
    ...PUBLIC_PAGES,
    { path: '/dashboard/report', testId: 'page-report' },
    { path: '/exercise/comparison', testId: 'page-exercise' },
  ];

  for (const lang of LANGS)
    test(`in ${lang} at 390 and 1280 px: no route is wider than the screen (the dashboard with a long answer in Recent Activity)`, async ({
      openContext,
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
      const { page } = await openContext({ lang, storage: premium.storage });
      const problems: Record<string, unknown> = {};
      for (const route of ROUTES) {
        // Loaded at phone width, then widened to a desktop's: the page lays itself out again for each.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(route.path);
        await settled(page);
        if (route.path === '/dashboard') await page.getByTestId('recent-item').first().waitFor();
        for (const width of [390, 1280]) {
          if (width !== 390) await page.setViewportSize({ width, height: 844 });
          const result = await overflowing(page);
          if (result.scrollWidth > result.width || result.out.length > 0)
            problems[`${route.path} at ${width} px`] = result;
          await screenshot(page, `ux-route-${lang}-${width}${route.path.replace(/[^a-z0-9]+/gi, '-')}`);
        }
      }
      expect(problems).toEqual({});
    });
});

test.describe('header, sign-up form and type names', () => {
  for (const lang of LANGS)
    test(`in ${lang} at 390 px the header buttons stay on one line`, async ({ openContext }) => {
      const { page } = await openContext({ lang });
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

  for (const lang of LANGS)
    test(`in ${lang} at 1280 px Confirm password lines up with Password`, async ({ openContext }) => {
      const { page } = await openContext({ lang });
      await page.goto('/signup');
      const top = (id: string) => page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs((await top('signup-password')) - (await top('signup-confirm-password')))).toBeLessThan(
        1,
      );
    });

  test('in Arabic every exercise type has one name on the dashboard and the profile', async ({
    openContext,
  }) => {
    const { page } = await openContext({ lang: 'ar', storage: premium.storage });
    await page.goto('/dashboard');
    const names: string[] = [];
    for (const type of EXERCISE_TYPES)
      names.push((await page.getByTestId(`practice-${type}`).locator('h3').textContent())!);
    await page.goto('/profile');
    const unlocks = (await page.getByTestId('subscription-unlocks').textContent())!;
    for (const name of names) expect(unlocks).toContain(name);
  });
});

test.describe('charts, questions and the on-screen keyboard', () => {
  for (const lang of LANGS)
    test(`in ${lang}: the weekly chart has a legend; the FAQ arrows point the reading way`, async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang, storage: standard.storage });
      await page.goto('/dashboard');
      await page.getByTestId('weekly-totals').scrollIntoViewIfNeeded();
      await page.getByTestId('weekly-chart-legend').waitFor();
      const legend = (await page.getByTestId('weekly-chart-legend').textContent())!;
      expect(legend.length).toBeGreaterThan(4);

      await page.goto('/pricing');
      const arrow = page.getByTestId('pricing-faq').locator('summary svg').first();
      // Where the arrow's own "right" points on screen, from its rotation and mirroring.
      const pointing = () =>
        arrow.evaluate((el) => {
          const style = getComputedStyle(el);
          const angle = style.rotate === 'none' ? 0 : parseFloat(style.rotate);
          const [sx = '1'] = style.scale === 'none' ? ['1'] : style.scale.split(' ');
          const m = new DOMMatrix().rotate(angle).scale(parseFloat(sx), 1);
          const p = m.transformPoint(new DOMPoint(1, 0));
          return [Math.round(p.x), Math.round(p.y)];
        });
      expect(await pointing()).toEqual(lang === 'ar' ? [-1, 0] : [1, 0]);
      await page.getByTestId('pricing-faq').locator('summary').first().click();
      await expect.poll(pointing).toEqual([0, 1]);
    });

  test('on a phone the on-screen keyboard rows do not wrap and their keys are one size', async ({
    openContext,
  }) => {
    const { page } = await openContext({ lang: 'ar', storage: standard.storage });
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
