import { WRONG_ANSWER } from './support/answers';
import { type Lang } from './support/browser';
import { ExercisePage } from './support/pages';
import { expect, test } from './support/fixtures';

const PRESSES = 30;

/*
 * Next Exercise is a new random pick every time: a request to the server per press, and a fresh, unanswered
 * screen even when the random type is the one already on screen (Basic opens two types, so about half the presses).
 */
for (const [lang, plan] of [
  ['en', 'premium'],
  ['ar', 'basic'],
] satisfies readonly [Lang, 'basic' | 'premium'][])
  test.describe(`Next Exercise in ${lang} on ${plan}`, () => {
    test.use({ plan, lang });
    test(`gives ${PRESSES} fresh, unanswered exercises in one tab`, async ({ page, consoleErrors }) => {
      test.setTimeout(240_000);
      const picks: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/api\/exercises\/[a-z]+\/random$/.test(url.pathname)) picks.push(url.pathname);
      });
      const exercise = new ExercisePage(page);
      await exercise.goto('completion');
      const sameTypeAgain: number[] = [];
      let previousType = 'completion';
      for (let press = 0; press <= PRESSES; press++) {
        // A fresh screen: an empty answer box that takes input, no verdict, Check Answer offered.
        await exercise.checkButton().waitFor();
        expect(await exercise.feedback().count()).toBe(0);
        expect(await exercise.isLocked()).toBe(false);
        expect(await exercise.input().inputValue()).toBe('');
        expect(await exercise.answer(WRONG_ANSWER)).toMatch(/^(correct|almost|incorrect)$/);
        if (press === PRESSES) break;
        // Counted from the first press: the first load also has the prerendered page's own early request.
        if (press === 0) picks.length = 0;
        await exercise.next();
        await exercise.feedback().waitFor({ state: 'detached' });
        const type = new URL(page.url()).pathname.split('/')[2]!;
        if (type === previousType) sameTypeAgain.push(press);
        previousType = type;
      }
      // One pick asked of the server per press: nothing answered from a cache.
      expect(picks).toHaveLength(PRESSES);
      // Basic's two types repeat often; the presses that stayed on the same type were fresh screens too.
      if (plan === 'basic') expect(sameTypeAgain.length).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    });
  });
