import { cleanInput, foldWord } from '@lisan/arabic';
import { expectedAnswers, getContentCatalog } from '@lisan/content';
import { EXERCISE_TYPES, type ExerciseType, type JudgeItem } from '@lisan/contract';
import type { Page } from '@playwright/test';
import type { Learner } from './support/accounts';
import { rightAnswer, WRONG_ANSWER } from './support/answers';
import { screenshot, type Lang } from './support/browser';
import { ExercisePage } from './support/pages';
import { expect, test } from './support/fixtures';

/*
 * Every exercise type, in English and Arabic, as a learner who bought Standard answers it. Nothing is given away
 * before the answer: the page shows none of the expected answer's words, nor the reference or meaning that would
 * name the verse to a hafiz, until Check Answer; then the Arabic and the notes appear. An empty answer is refused
 * with a toast, a wrong one locks the box until Try Again, and the right one (from the corpus) is correct.
 */

const catalog = getContentCatalog();
/** One item per type; for substitution a drill that is not the first on its phrase, for comparison one whose
 * answer is a word both verses share (it used to stay visible). */
const ITEMS: Record<ExerciseType, JudgeItem> = {
  completion: catalog.itemsOf('completion')[0]!,
  substitution: catalog.itemsOf('substitution').filter((s) => s.phraseId === 'short-024')[4]!,
  conversation: catalog.itemsOf('conversation')[0]!,
  roleplay: catalog.itemsOf('roleplay')[0]!,
  comparison: catalog.getExerciseItem('comparison', 'comparison-144')!,
  transformation: catalog.itemsOf('transformation')[0]!,
  thematic: catalog.itemsOf('thematic')[0]!,
};

const words = (text: string) => cleanInput(text).split(' ').filter(Boolean).map(foldWord);
function containsRun(hay: string[], needle: string[]) {
  if (needle.length === 0) return false;
  for (let i = 0; i + needle.length <= hay.length; i++)
    if (needle.every((w, k) => hay[i + k] === w)) return true;
  return false;
}

/** The answers the page shows, word for word (compared in standard spelling, marks and hamza seats folded). */
async function answersOnPage(page: Page, item: JudgeItem): Promise<string[]> {
  const text = await page.getByTestId('page-exercise').innerText();
  const shown = words(text);
  return expectedAnswers(item).filter((answer) => {
    const needle = words(answer);
    // A completion's hidden word can occur elsewhere in its phrase; only the hidden run is its answer.
    if (item.type === 'completion' && needle.length === 1) return false;
    return containsRun(shown, needle);
  });
}

/** The phrase the answer is (conversation, role-play) or the verse being completed: named by its reference. */
function giveawayReference(item: JudgeItem): string | null {
  if (item.type === 'conversation' || item.type === 'roleplay') return item.phrases[0]!.surahAyah;
  if (item.type === 'completion') return item.phrase.surahAyah;
  return null;
}

let standard: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  standard = await sharedLearner('standard');
});

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`the seven exercise types in ${lang}`, () => {
    for (const type of [...EXERCISE_TYPES])
      test(`${type}: nothing given away before the answer; empty, wrong and right answers`, async ({
        openContext,
      }) => {
        const item = ITEMS[type];
        const { page, consoleErrors } = await openContext({ lang, storage: standard.storage });
        const exercise = new ExercisePage(page);
        await exercise.open(type, item.itemId);
        // The item shown is the item asked for (not the first item on its phrase).
        expect(item.itemId).toBeTruthy();
        expect(await exercise.input().getAttribute('dir')).toBe('rtl');

        expect(await answersOnPage(page, item), 'answers on the page before Check Answer').toEqual([]);
        expect(await exercise.about('arabic').count()).toBe(0);
        const reference = giveawayReference(item);
        if (reference) {
          expect(await exercise.about('reference').count()).toBe(0);
          expect(await exercise.about('card').innerText()).not.toContain(reference);
        }
        if (type === 'conversation' || type === 'roleplay')
          expect(await exercise.about('translation').count()).toBe(0);
        if (type === 'substitution' || type === 'conversation' || type === 'roleplay') {
          await page.getByTestId('not-a-verse').waitFor();
        }
        if (type === 'substitution' || type === 'completion' || type === 'comparison')
          await screenshot(page, `reveal-${lang}-${type}-before`);

        // Empty answer: the documented toast, and nothing is checked.
        await exercise.checkButton().click();
        await exercise.toast().waitFor();
        expect(await exercise.toast().getAttribute('data-variant')).toBe('destructive');
        expect(await exercise.feedback().count()).toBe(0);

        expect(await exercise.answer(WRONG_ANSWER)).toBe('incorrect');
        // Answered: the input is locked until Try Again, and what the phrase is, in Arabic, now shows.
        expect(await exercise.isLocked()).toBe(true);
        if (type !== 'transformation' && type !== 'thematic') await exercise.about('arabic').waitFor();
        if (reference) await exercise.about('reference').waitFor();
        if (type === 'substitution' || type === 'completion' || type === 'comparison')
          await screenshot(page, `reveal-${lang}-${type}-after`);

        // Try Again opens the answer box and hides the Arabic again.
        await exercise.tryAgain();
        expect(await exercise.isLocked()).toBe(false);
        expect(await exercise.about('arabic').count()).toBe(0);

        expect(await exercise.answer(rightAnswer(item))).toBe('correct');
        await screenshot(page, `exercise-${lang}-${type}`);
        expect(consoleErrors).toEqual([]);
      });
  });

test.describe('content in the learner language', () => {
  test('shows the Arabic surah name in the Arabic interface once answered', async ({ openContext }) => {
    const item = ITEMS.completion;
    const { page } = await openContext({ lang: 'ar', storage: standard.storage });
    const exercise = new ExercisePage(page);
    await exercise.open('completion', item.itemId);
    await exercise.submit(WRONG_ANSWER);
    await exercise.about('reference').waitFor();
    const name = catalog.getPhrase(item.itemId)!.surahName;
    const shown = await exercise.about('reference').innerText();
    expect(shown).toContain(name.arabic);
    expect(shown).not.toContain(name.transliteration);
  });
});

test.describe('the About card before the answer', () => {
  for (const lang of ['en', 'ar'] as const)
    test(`in ${lang}, does not promise for later a reference already shown (substitution)`, async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang, storage: standard.storage });
      const exercise = new ExercisePage(page);
      await exercise.open('substitution', ITEMS.substitution.itemId);
      await exercise.about('reference').waitFor();
      const after = await page.getByTestId('about-after-answer').innerText();
      expect(after).not.toContain(lang === 'ar' ? 'والمرجع' : 'the reference');
      expect(after).toContain(lang === 'ar' ? 'النص العربي' : 'The Arabic');
    });
});
