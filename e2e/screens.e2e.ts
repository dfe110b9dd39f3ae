import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getContentCatalog } from '@lisan/content';
import { PLAN_EXERCISE_TYPES } from '@lisan/contract';
import type { Page } from '@playwright/test';
import { learner, type Learner } from './support/accounts';
import { WRONG_ANSWER } from './support/answers';
import { screenshot, settled, type Lang } from './support/browser';
import { ExercisePage } from './support/pages';
import { expect, test } from './support/fixtures';

/*
 * What every screen looks like in each language: the same centred column in Arabic as in English, Latin inputs
 * left to right, no page wider than a phone, and axe finding nothing at all (not only nothing serious) on the
 * pages a signed-in learner reads, the answer's feedback included.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const catalog = getContentCatalog();
const completion = catalog.itemsOf('completion')[0]!;

let standard: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  standard = await sharedLearner('standard');
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.map(
    (v) => `${v.id}: ${v.help} — ${JSON.stringify(v.nodes.slice(0, 2).map((n) => n.target))}`,
  );
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('layout', () => {
  test('gives Arabic at 1280 px the same centred column as English', async ({ openContext }) => {
    const widths: Record<string, { width: number; left: number }> = {};
    for (const lang of ['en', 'ar'] as const) {
      const { page } = await openContext({ lang });
      await page.goto('/pricing');
      await page.getByTestId('page-pricing').waitFor();
      const box = (await page.getByTestId('page-pricing').boundingBox())!;
      widths[lang] = { width: Math.round(box.width), left: Math.round(box.x) };
    }
    expect(widths.ar).toEqual(widths.en);
    // Centred, with real margins, not edge to edge.
    expect(widths.ar!.left).toBeGreaterThan(40);
  });

  for (const lang of ['en', 'ar'] as const)
    test(`keeps e-mail and password inputs left to right in ${lang}`, async ({ openContext }) => {
      const { page } = await openContext({ lang });
      await page.goto('/signup');
      await page.getByTestId('page-signup').waitFor();
      const directions = await page
        .locator('input[type="email"], input[type="password"]')
        .evaluateAll((inputs) => inputs.map((i) => getComputedStyle(i).direction));
      expect(directions.length).toBeGreaterThanOrEqual(2);
      expect(new Set(directions)).toEqual(new Set(['ltr']));
      if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    });

  test('keeps Qur\u2019anic pause marks off the label above the verse', async ({ openContext }) => {
    const { page } = await openContext({ lang: 'ar', storage: standard.storage });
    const exercise = new ExercisePage(page);
    await exercise.open('completion', completion.itemId);
    await exercise.submit(WRONG_ANSWER);
    const arabic = exercise.about('arabic');
    await arabic.waitFor();
    // The Arabic block starts below its label with room for the marks drawn above its first line.
    const padding = await arabic
      .locator('.arabic-text')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    expect(padding).toBeGreaterThan(4);
  });
});

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`a signed-in learner’s pages in ${lang}`, () => {
    test('are no wider than a phone and axe finds nothing on them, feedback included', async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang, storage: standard.storage });
      await page.setViewportSize({ width: 390, height: 844 });
      const exercise = new ExercisePage(page);
      await exercise.open('completion', completion.itemId);
      await exercise.submit(WRONG_ANSWER);
      await page.getByTestId('feedback').waitFor();
      await settled(page);
      expect(await axeViolations(page), 'exercise with feedback').toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, `screens-${lang}-feedback-390`);

      for (const [path, testId] of [
        ['/analytics', 'page-analytics'],
        ['/dashboard', 'page-dashboard'],
        ['/profile', 'page-profile'],
        ['/pricing', 'page-pricing'],
      ] as const) {
        await page.goto(path);
        await page.getByTestId(testId).waitFor();
        await settled(page);
        expect(await axeViolations(page), path).toEqual([]);
        expect(await pageWidth(page), path).toBeLessThanOrEqual(390);
      }
      await screenshot(page, `screens-${lang}-pricing-390`);
    });
  });

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`trying every exercise type without an account, in ${lang}`, () => {
    test('opens a sample of each type from the list, never "This exercise needs another plan"', async ({
      openContext,
    }) => {
      const { page, consoleErrors } = await openContext({ lang });
      await page.goto('/exercises');
      await page.getByTestId('page-exercises').waitFor();
      const links = await page
        .locator('[data-testid^="exercise-link-"]')
        .evaluateAll((as) =>
          as.map((a) => [a.getAttribute('data-testid')!.slice(14), a.getAttribute('href')]),
        );
      expect(links).toHaveLength(7);
      for (const [type, href] of links) {
        await page.goto(href!);
        await page.getByTestId(`prompt-${type}`).waitFor();
        expect(await page.getByTestId('exercise-upgrade').count(), `${type} at ${href}`).toBe(0);
      }
      // The locked types lead to their sample; the open ones to a pick of their own.
      expect(links.filter(([, href]) => href!.endsWith('/sample')).map(([type]) => type)).toEqual([
        'conversation',
        'comparison',
        'roleplay',
        'transformation',
        'thematic',
      ]);
      expect(consoleErrors).toEqual([]);
    });
  });

test.describe('honest plans', () => {
  for (const lang of ['en', 'ar'] as const)
    test(`the pricing page in ${lang} says the built-in judge checks every answer when no AI is configured`, async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang });
      await page.goto('/pricing');
      const note = page.getByTestId('judging-note');
      await note.waitFor();
      expect(await note.innerText()).toContain(lang === 'ar' ? 'المصحّح المدمج' : 'built-in judge');
      const basic = await page.getByTestId('plan-card-basic').innerText();
      expect(basic).not.toMatch(/AI interactions|الذكاء الاصطناعي/u);
    });
});

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`an honest dashboard for a Basic learner in ${lang}`, () => {
    test('counts the phrases the plan opens, says the built-in judge checks answers, and samples a locked type', async ({
      openContext,
    }) => {
      const basic = await learner('basic');
      const { page, consoleErrors } = await openContext({ lang, storage: basic.storage });
      await page.goto('/dashboard');
      await page.getByTestId('page-dashboard').waitFor();
      const available = page.getByTestId('stat-available');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="stat-available"]')?.textContent !== '—',
      );
      // Basic opens 100 phrases (Western digits in Arabic too); the library's total is only the note under it.
      expect(await available.innerText()).toBe('100');
      const note = await page.getByTestId('stat-available-note').innerText();
      expect(note).toMatch(lang === 'ar' ? /في المكتبة/u : /in the library/u);
      expect(Number(note.replace(/\D/gu, ''))).toBeGreaterThan(100);

      // No AI on this server: the built-in judge, and no AI counter that never moves.
      const judging = await page.getByTestId('dashboard-judging').innerText();
      expect(judging).toContain(lang === 'ar' ? 'المصحّح المدمج' : 'built-in judge');
      expect(judging).not.toMatch(/\d/u);

      // A random pick of a type Basic locks is that type's sample, not the upgrade screen.
      await page.goto('/exercise/roleplay');
      await page.getByTestId('prompt-roleplay').waitFor();
      expect(await page.getByTestId('exercise-upgrade').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    });

    test.describe(() => {
      test.use({ plan: 'basic', lang });
      test('sends Random Exercise only to the types the plan opens', async ({ page }) => {
        for (let i = 0; i < 4; i++) {
          await page.goto('/dashboard');
          await page.getByTestId('page-dashboard').waitFor();
          await page.getByTestId('random-exercise').click();
          await page.waitForURL(/\/exercise\/[a-z]+$/u);
          const type = new URL(page.url()).pathname.split('/')[2]!;
          expect(PLAN_EXERCISE_TYPES.basic).toContain(type);
          await page.getByTestId(`prompt-${type}`).waitFor();
          expect(await page.getByTestId('exercise-upgrade').count()).toBe(0);
        }
      });
    });
  });

for (const lang of ['ar', 'id', 'sw'] satisfies readonly Lang[])
  test.describe(`feedback and analytics at 390 px in ${lang}`, () => {
    test('fit a phone, in the interface language', async ({ openContext }) => {
      const { page, consoleErrors } = await openContext({ lang, storage: standard.storage });
      await page.setViewportSize({ width: 390, height: 844 });
      const exercise = new ExercisePage(page);
      await exercise.open('completion', completion.itemId);
      await exercise.submit(WRONG_ANSWER);
      await page.getByTestId('feedback').waitFor();
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await pageWidth(page), 'feedback').toBeLessThanOrEqual(390);
      await screenshot(page, `phone-${lang}-feedback-390`);

      await page.goto('/analytics');
      await page.getByTestId('page-analytics').waitFor();
      await settled(page);
      expect(await pageWidth(page), 'analytics').toBeLessThanOrEqual(390);
      await screenshot(page, `phone-${lang}-analytics-390`);
      expect(consoleErrors).toEqual([]);
    });
  });
