import { EXERCISE_TYPES, PLAN_EXERCISE_TYPES, type ExerciseType } from '@lisan/contract';
import { firstItem, rightAnswer } from './support/answers';
import { learner, type Learner } from './support/accounts';
import { screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';

/*
 * The exercise screen: locked types and the plan that opens them, one name per type, an exercise that cannot
 * load, and the About card.
 */
const LANGS: Lang[] = ['en', 'ar'];
let basic: Learner;
let standard: Learner;
let premium: Learner;
test.beforeAll(async () => {
  [basic, standard, premium] = await Promise.all([learner('basic'), learner('standard'), learner('premium')]);
});

test.describe('locked exercise types', () => {
  const openTypes = PLAN_EXERCISE_TYPES.basic;
  for (const lang of LANGS)
    test(`in ${lang}: a Basic learner sees which types are locked and by which plan; random picks stay open`, async ({
      open,
    }) => {
      test.setTimeout(240_000);
      const { page } = await open({ lang, storage: basic.storage });
      await page.goto('/dashboard');
      await page.getByTestId('practice-substitution').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('[data-testid^="practice-"][data-locked="true"]').count()).toBe(5);
      const planName = lang === 'en' ? 'Standard' : 'القياسية';
      for (const type of EXERCISE_TYPES) {
        const card = page.getByTestId(`practice-${type}`);
        if (openTypes.includes(type)) {
          expect(await card.getAttribute('data-locked')).toBeNull();
        } else {
          expect(await card.getByTestId('practice-lock').textContent()).toContain(planName);
          expect(await card.getByRole('link').getAttribute('href')).toBe('/pricing');
        }
      }
      // Locked phrases of the library: their Practise carries a lock and leads to the plans.
      await page.getByTestId('filter-commands').scrollIntoViewIfNeeded();
      await page.getByTestId('filter-commands').click();
      await page.getByTestId('phrase-practise-locked').first().waitFor();
      expect(await page.getByTestId('phrase-practise-locked').first().getAttribute('href')).toBe('/pricing');
      await screenshot(page, `ux-locked-${lang}`);

      for (let i = 0; i < 8; i += 1) {
        await page.goto('/dashboard');
        await page.getByTestId('random-exercise').click();
        await page.waitForURL(/\/exercise\//);
        const type = new URL(page.url()).pathname.split('/')[2] as ExerciseType;
        expect(openTypes).toContain(type);
      }

      // Next Exercise too.
      const { subjectId, item } = firstItem('completion');
      for (let i = 0; i < 4; i += 1) {
        await page.goto(`/exercise/completion/${encodeURIComponent(subjectId)}`);
        await page.getByTestId('answer-input').fill(rightAnswer(item));
        await page.getByTestId('check-answer').click();
        await page.getByTestId('next-exercise').click();
        await page.waitForURL((url) => !url.pathname.endsWith(encodeURIComponent(subjectId)));
        expect(openTypes).toContain(new URL(page.url()).pathname.split('/')[2]);
      }

      // A locked type asked for by its address opens that type's sample to try, not the upgrade screen.
      await page.goto('/exercise/transformation');
      await page.getByTestId('prompt-transformation').waitFor();
      expect(await page.getByTestId('exercise-upgrade').count()).toBe(0);
    });
});

test.describe('exercise type names', () => {
  test('in Arabic every exercise type has one name on the dashboard and the profile', async ({ open }) => {
    const { page } = await open({ lang: 'ar', storage: premium.storage });
    await page.goto('/dashboard');
    const names: string[] = [];
    for (const type of EXERCISE_TYPES)
      names.push((await page.getByTestId(`practice-${type}`).locator('h3').textContent())!);
    await page.goto('/profile');
    const unlocks = (await page.getByTestId('subscription-unlocks').textContent())!;
    for (const name of names) expect(unlocks).toContain(name);
  });
});

test.describe('an exercise that cannot load', () => {
  for (const lang of LANGS)
    test(`in ${lang}: a server failure while loading an exercise says so, and Try again loads it`, async ({
      open,
    }) => {
      const { page } = await open({ lang, storage: basic.storage });
      await page.route('**/api/exercises/completion/random*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Something went wrong on our side.","code":"internal"}',
        }),
      );
      await page.goto('/exercise/completion');
      await page.getByTestId('exercise-load-failed').waitFor();
      expect(await page.getByTestId('exercise-not-found').count()).toBe(0);
      expect(await page.getByTestId('exercise-load-failed').textContent()).not.toContain('{');
      await page.unroute('**/api/exercises/completion/random*');
      await page.getByTestId('exercise-retry').click();
      await page.getByTestId('prompt-completion').waitFor();
    });
});

test.describe('the About card', () => {
  test('the comparison About card does not repeat the question; Philosophical Match says its instruction once', async ({
    open,
  }) => {
    const { page } = await open({ lang: 'en', storage: standard.storage });
    await page.goto('/exercise/comparison');
    const question = (await page.getByTestId('prompt-question').textContent())!.trim();
    expect(question.length).toBeGreaterThan(5);
    expect(await page.getByTestId('about-card').textContent()).not.toContain(question);

    await page.goto('/exercise/transformation');
    await page.getByTestId('prompt-transformation').waitFor();
    const texts = await page.getByTestId('prompt-transformation').locator('p').allTextContents();
    expect(texts.filter((t) => /close or opposite meaning/i.test(t))).toHaveLength(1);
  });
});
