import { getContentCatalog } from '@lisan/content';
import type { ExerciseType, JudgeItem, TodaySession } from '@lisan/contract';
import { playDialogue } from './support/dialogue';
import { learner } from './support/accounts';
import { rightAnswer, WRONG_ANSWER } from './support/answers';
import { screenshot, type Lang } from './support/browser';
import { ExercisePage } from './support/pages';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/*
 * Today's practice: the dashboard's one primary action starts a session of the items the server's picker chose;
 * Next always goes to the next of them, and the last ends in a summary with one more round.
 */
for (const [lang, who] of [
  ['en', 'basic'],
  ['ar', 'guest'],
] satisfies readonly [Lang, 'guest' | 'basic'][])
  test.describe(`today's practice in ${lang} (${who})`, () => {
    test('starts from the top of the dashboard on a phone, runs ten items and ends in a summary', async ({
      openContext,
    }) => {
      test.setTimeout(180_000);
      const account = who === 'basic' ? await learner('basic') : undefined;
      const { page, consoleErrors } = await openContext({ lang, storage: account?.storage });
      await page.setViewportSize(PHONE);
      await page.goto('/dashboard');
      const start = page.getByTestId('start-today');
      await start.waitFor();
      // The first thing to do is in view without scrolling, and it is the page's only primary action.
      const box = (await start.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(await page.getByTestId('plan-phrases').textContent()).toMatch(/100|١٠٠/);
      await screenshot(page, `today-dashboard-${lang}-390`);

      const sessionResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/today-session');
      await start.click();
      const session = (await (await sessionResponse).json()) as TodaySession;
      // Nine exercises and a dialogue, which is one item however many turns it has.
      expect(session.items).toHaveLength(9);
      expect(session.dialogue).toBeTruthy();
      const catalog = getContentCatalog();
      const exercise = new ExercisePage(page);
      const shown: string[] = [];
      for (const [index, { exercise: view }] of session.items.entries()) {
        // The exact item the picker chose, fresh and unanswered.
        await page.getByTestId(`prompt-${view.type}`).waitFor();
        await expect
          .poll(() => page.getByTestId('practice-position').textContent())
          .toMatch(lang === 'en' ? `Item ${index + 1} of 10` : /العنصر/);
        expect(await exercise.isLocked()).toBe(false);
        shown.push(`${view.type}/${view.itemId}`);
        // Every other item answered right (the model answer, from the corpus), the rest wrong.
        const item = catalog.getExerciseItem(view.type as ExerciseType, view.itemId) as JudgeItem;
        const verdict = await exercise.answer(index % 2 === 0 ? rightAnswer(item) : WRONG_ANSWER);
        expect(verdict).toBe(index % 2 === 0 ? 'correct' : 'incorrect');
        if (index === 0) await screenshot(page, `today-item-answered-${lang}-390`);
        await exercise.next();
      }
      expect(new Set(shown).size).toBe(9);

      // The tenth item: the dialogue, played turn by turn; the progress moves by one when it is over.
      await page.getByTestId('dialogue-title').waitFor();
      expect(await page.getByTestId('practice-position').textContent()).toMatch(
        lang === 'en' ? 'Item 10 of 10' : /العنصر/,
      );
      await playDialogue(page, session.dialogue!.id);
      await screenshot(page, `today-dialogue-${lang}-390`);
      await page.getByTestId('dialogue-next').click();
      const summary = page.getByTestId('practice-summary');
      await summary.waitFor();
      // Arabic shows the figures in the digits the app's number format uses for it.
      expect(await page.getByTestId('summary-right').textContent()).toMatch(/^(6 \/ 10|٦ \/ ١٠)$/);
      await expect.poll(() => page.getByTestId('summary-streak').textContent()).toMatch(/1|١|واحد/);
      expect(await page.getByTestId('summary-phrases').textContent()).toMatch(/^[1-9١-٩][0-9٠-٩]*$/);
      await screenshot(page, `today-summary-${lang}-390`);

      // One more round: a new session from the server, from its first item.
      const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/today-session');
      await page.getByTestId('one-more-round').click();
      const next = (await (await again).json()) as TodaySession;
      await page.getByTestId(`prompt-${next.items[0]!.exercise.type}`).waitFor();
      expect(await exercise.isLocked()).toBe(false);
      expect(consoleErrors).toEqual([]);
    });
  });
