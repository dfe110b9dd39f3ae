import type { Learner } from './support/accounts';
import { settled, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';

/** An exercise screen's failures and its instructions. */
let basic: Learner;
let standard: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  [basic, standard] = await Promise.all([sharedLearner('basic'), sharedLearner('standard')]);
});

const LANGS: Lang[] = ['en', 'ar'];

test.describe('exercise screens', () => {
  for (const lang of LANGS)
    test(`in ${lang}: a server failure while loading an exercise says so, and Try again loads it`, async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang, storage: basic.storage });
      await page.route('**/api/exercises/completion/random*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Something went wrong on our side.","code":"internal"}',
        }),
      );
      await page.goto('/exercise/completion');
      await page.getByTestId('exercise-load-failed').waitFor();
      // The page may ask again as it settles (the learner's session and language arriving); those requests fail
      // too, so only Try again below loads the exercise.
      await settled(page);
      await page.getByTestId('exercise-load-failed').waitFor();
      expect(await page.getByTestId('exercise-not-found').count()).toBe(0);
      expect(await page.getByTestId('exercise-load-failed').textContent()).not.toContain('{');
      await page.unroute('**/api/exercises/completion/random*');
      await page.getByTestId('exercise-retry').click();
      await page.getByTestId('prompt-completion').waitFor();
    });

  test('the comparison About card does not repeat the question; Philosophical Match says its instruction once', async ({
    openContext,
  }) => {
    const { page } = await openContext({ lang: 'en', storage: standard.storage });
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
