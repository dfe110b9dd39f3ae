import { EXERCISE_TYPES, PLAN_EXERCISE_TYPES, type ExerciseType } from '@lisan/contract';
import { firstItem, rightAnswer } from './support/answers';
import type { Learner } from './support/accounts';
import { screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';

/** What a Basic learner sees of the exercise types their plan does not open. */
let basic: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  basic = await sharedLearner('basic');
});

const LANGS: Lang[] = ['en', 'ar'];

test.describe('locked exercise types', () => {
  const open = PLAN_EXERCISE_TYPES.basic;
  for (const lang of LANGS)
    test(`in ${lang}: a Basic learner sees which types are locked and by which plan; random picks stay open`, async ({
      openContext,
    }) => {
      test.setTimeout(240_000);
      const { page } = await openContext({ lang, storage: basic.storage });
      await page.goto('/dashboard');
      await page.getByTestId('practice-substitution').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('[data-testid^="practice-"][data-locked="true"]').count()).toBe(5);
      const planName = lang === 'en' ? 'Standard' : 'القياسية';
      for (const type of EXERCISE_TYPES) {
        const card = page.getByTestId(`practice-${type}`);
        if (open.includes(type)) {
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
        expect(open).toContain(type);
      }

      // Next Exercise too.
      const { subjectId, item } = firstItem('completion');
      for (let i = 0; i < 4; i += 1) {
        await page.goto(`/exercise/completion/${encodeURIComponent(subjectId)}`);
        await page.getByTestId('answer-input').fill(rightAnswer(item));
        await page.getByTestId('check-answer').click();
        await page.getByTestId('next-exercise').click();
        await page.waitForURL((url) => !url.pathname.endsWith(encodeURIComponent(subjectId)));
        expect(open).toContain(new URL(page.url()).pathname.split('/')[2]);
      }

      // A locked type asked for by its address opens that type's sample to try, not the upgrade screen.
      await page.goto('/exercise/transformation');
      await page.getByTestId('prompt-transformation').waitFor();
      expect(await page.getByTestId('exercise-upgrade').count()).toBe(0);
    });
});
