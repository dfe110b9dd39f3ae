import { getContentCatalog } from '@lisan/content';
import type { Page } from '@playwright/test';
import { learner } from './support/accounts';
import { screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';

// Answers come from the catalog (so from the corpus); slips are made by editing them.
const completion = (id: string) => getContentCatalog().getExerciseItem('completion', id)!;
const dropHamza = (text: string) => text.replace(/[أإ]/gu, 'ا');

/**
 * The browser's speech recogniser cannot run on this closed network, so a stand-in with the Web Speech API's
 * shape "hears" what the test puts in `window.__heard`: the rest (our page, our server) runs as it does for
 * a learner whose browser recognises Arabic.
 */
function fakeRecogniser() {
  class FakeRecognition {
    lang = '';
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      const heard = (window as unknown as { __heard?: string }).__heard ?? '';
      (window as unknown as { __recognitionLang?: string }).__recognitionLang = this.lang;
      setTimeout(() => {
        this.onresult?.({ results: [[{ transcript: heard }]] });
        this.onend?.();
      }, 50);
    }
    stop() {}
    abort() {}
  }
  const w = window as unknown as { SpeechRecognition: unknown; webkitSpeechRecognition: unknown };
  w.SpeechRecognition = FakeRecognition;
  w.webkitSpeechRecognition = FakeRecognition;
}

async function typeAnswer(page: Page, id: string, text: string) {
  await page.goto(`/exercise/completion/${id}`);
  await page.getByTestId('prompt-completion').waitFor();
  await page.getByTestId('answer-input').fill(text);
  await page.getByTestId('check-answer').click();
  await page.getByTestId('feedback').waitFor();
}

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`analytics in ${lang}`, () => {
    test('changes as the learner types and speaks answers, and offers practice for the weakest point', async ({
      openContext,
    }) => {
      const me = await learner('basic');
      const { context, page, consoleErrors } = await openContext({ lang, storage: me.storage });
      await context.addInitScript(fakeRecogniser);
      // Nothing yet: each analytic says what will fill it.
      await page.goto('/dashboard');
      await page.getByTestId('analytics-link').click();
      await page.getByTestId('page-analytics').waitFor();
      await page.getByTestId('analytics').waitFor();
      expect(await page.getByTestId('vocabulary-headline').count()).toBe(0);
      expect(await page.getByTestId('pronunciation-attempts').count()).toBe(0);
      expect(await page.getByTestId('grammar-weakest').count()).toBe(0);

      const basmala = completion('short-002');
      const amri = completion('short-005');
      for (let i = 0; i < 3; i++) await typeAnswer(page, basmala.subjectId, basmala.acceptedAnswers[0]!);
      // The whole basmala once: its two names of mercy are two forms of one root.
      await typeAnswer(page, basmala.subjectId, basmala.acceptedAnswers[1]!);
      for (let i = 0; i < 2; i++) await typeAnswer(page, amri.subjectId, dropHamza(amri.acceptedAnswers[0]!));

      // Say the phrase: each word is shown with how it was said.
      await page.goto(`/exercise/completion/${basmala.subjectId}`);
      await page.getByTestId('prompt-completion').waitFor();
      const words = basmala.phrase.standard.split(' ');
      const sevenOne = completion('short-007').acceptedAnswers[0]!;
      await page.evaluate(
        (heard) => ((window as unknown as { __heard: string }).__heard = heard),
        [...words.slice(0, 3), sevenOne].join(' '),
      );
      await page.getByTestId('speak-phrase').click();
      await page.getByTestId('spoken-result').waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { __recognitionLang: string }).__recognitionLang),
      ).toBe('ar-SA');
      expect(await page.getByTestId('spoken-score').textContent()).toContain('75');
      expect(
        await page
          .getByTestId('spoken-word')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))),
      ).toEqual(['right', 'right', 'right', 'substituted']);
      await screenshot(page, `analytics-${lang}-spoken-phrase`);

      // Say the answer: it fills the answer box and is judged like a typed one.
      await page.evaluate(
        (heard) => ((window as unknown as { __heard: string }).__heard = heard),
        basmala.acceptedAnswers[0]!,
      );
      await page.getByTestId('speak-answer').click();
      await expect
        .poll(() => page.getByTestId('answer-input').inputValue())
        .toBe(basmala.acceptedAnswers[0]!);
      // Once checked, the spoken answer is linked to its attempt.
      const linked = page.waitForResponse(
        (r) => /\/api\/pronunciation\/[^/]+\/attempt$/u.test(new URL(r.url()).pathname) && r.status() === 200,
      );
      await page.getByTestId('check-answer').click();
      await page.getByTestId('feedback').waitFor();
      expect(await page.getByTestId('feedback').getAttribute('data-verdict')).toBe('correct');
      await linked;

      await page.goto('/analytics');
      await page.getByTestId('vocabulary-headline').waitFor();
      // Pronunciation: two tries (75 and 100).
      expect(await page.getByTestId('pronunciation-attempts').textContent()).toMatch(/2|٢/);
      expect(await page.getByTestId('pronunciation-weakest').textContent()).toContain(words[3]);
      // Vocabulary: the hidden word of the basmala answered right four times is mastered.
      expect(await page.getByTestId('vocabulary-headline').textContent()).toBeTruthy();
      expect(await page.getByTestId('vocabulary-chart').locator('table').count()).toBe(1);
      // Words by root: الرحمن and الرحيم (no letter of theirs is folded) under ر ح م, the one answered right
      // four times marked mastered.
      const [, , rahman, rahim] = basmala.acceptedAnswers[1]!.split(' ');
      const mercy = page.locator('[data-testid="vocabulary-root"][data-root="ر ح م"]');
      await mercy.waitFor();
      const forms = mercy.getByTestId('vocabulary-root-word');
      expect(await forms.locator('[lang="ar"]').allTextContents()).toEqual(
        expect.arrayContaining([rahman, rahim]),
      );
      expect(await forms.evaluateAll((els) => els.map((e) => e.getAttribute('data-mastered')))).toContain(
        'true',
      );
      expect(await page.getByTestId('vocabulary-roots').getByRole('heading').textContent()).toBe(
        lang === 'ar' ? 'الكلمات حسب الجذر' : 'Words by root',
      );
      // Other verses with the root: references with a word of the root the learner has not practised.
      const verses = mercy.getByTestId('vocabulary-root-verses');
      expect(await verses.textContent()).toContain(
        lang === 'ar' ? 'آيات أخرى من هذا الجذر' : 'Other verses with this root',
      );
      expect(await verses.textContent()).toMatch(/\d+:\d+/u);
      expect(await verses.locator('[lang="ar"]').allTextContents()).not.toContain(rahman);
      // Grammar: hamza is the weakest point, with the learner's own slip against the right form.
      const hamza = page.getByTestId('weak-class-hamza');
      await hamza.waitFor();
      const example = hamza.getByTestId('grammar-example').first();
      expect(await example.textContent()).toContain(dropHamza(amri.acceptedAnswers[0]!));
      expect(await example.textContent()).toContain(amri.acceptedAnswers[0]!);
      expect(await page.getByTestId('grammar-row-hamza').count()).toBe(1);
      // The spoken answer, shown with the verdict of the attempt it was checked as.
      const spokenAnswer = page.getByTestId('spoken-answer');
      expect(await spokenAnswer.count()).toBe(1);
      expect(await spokenAnswer.getAttribute('data-verdict')).toBe('correct');
      expect(await spokenAnswer.textContent()).toContain(basmala.acceptedAnswers[0]!);
      if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await screenshot(page, `analytics-${lang}`);

      // "Practise this" opens an exercise that practises the point: the one the learner missed first.
      await page.getByTestId('practise-hamza').click();
      await page.getByTestId('prompt-completion').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/exercise/completion/${amri.subjectId}`);
      expect(consoleErrors).toEqual([]);
    });
  });

test.describe('analytics in the dark and in print', () => {
  test('renders the analytics page in dark mode and puts the analytics in the printable report', async ({
    openContext,
  }) => {
    const me = await learner('basic');
    const { page } = await openContext({ lang: 'en', theme: 'dark', storage: me.storage });
    await typeAnswer(page, 'short-005', dropHamza(completion('short-005').acceptedAnswers[0]!));
    const praise = completion('short-007').acceptedAnswers[1]!;
    await typeAnswer(page, 'short-007', praise);
    await page.goto('/analytics');
    await page.getByTestId('grammar-table').waitFor();
    await screenshot(page, 'analytics-en-dark');
    await page.goto('/dashboard/report');
    await page.getByTestId('report-analytics').waitFor();
    expect(await page.getByTestId('report-analytics').textContent()).toContain('Hamza');
    // The words answered, grouped by root in the report too: الحمد under ح م د.
    const roots = await page.getByTestId('report-vocabulary-roots').textContent();
    expect(roots).toContain('ح م د');
    expect(roots).toContain(praise.split(' ')[0]);
  });
});
