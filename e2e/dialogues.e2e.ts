import { getContentCatalog, readEverydayReplies } from '@lisan/content';
import type { DialogueView } from '@lisan/contract';
import type { Page } from '@playwright/test';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screenshot, type Lang } from './support/browser';
import { playDialogue } from './support/dialogue';
import { speechFile, spokenText, type SpokenPhrase } from './support/speech';
import { expect, test } from './support/fixtures';
import { appDataDir } from './support/server';

/** What a learner types for a phrase: its standard spelling from the corpus, never typed here. */
const said = (phraseId: string) => getContentCatalog().getPhraseSpan(phraseId)!.standard;

/** Types an answer into the dialogue's answer box and checks it; resolves once the screen has taken it in. */
async function answer(page: Page, text: string) {
  const lines = await page.getByTestId('my-line').count();
  const feedbacks = await page.getByTestId('turn-feedback').count();
  await page.getByTestId('answer-input').fill(text);
  await page.getByTestId('check-answer').click();
  await page.waitForFunction(
    ([mine, fb]) =>
      document.querySelectorAll('[data-testid="my-line"]').length > mine! ||
      document.querySelectorAll('[data-testid="turn-feedback"]').length > fb!,
    [lines, feedbacks],
  );
}

const otherLines = (page: Page) => page.getByTestId('other-line');

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`dialogues in ${lang}`, () => {
    test.use({ lang });
    test('plays a dialogue end to end, typed: the everyday reply first, then the verses', async ({
      openContext,
    }) => {
      const { page, consoleErrors } = await openContext({ lang });
      await page.goto('/dialogues/dialogue-greeting-01');
      await page.getByTestId('dialogue-title').waitFor();
      expect(await otherLines(page).count()).toBe(1);
      expect(await page.getByTestId('answer-input').getAttribute('dir')).toBe('rtl');
      // The other person's line is in Arabic, glossed in English and bare in Arabic.
      const gloss = otherLines(page).first().locator('p').nth(1);
      if (lang === 'en') expect(await gloss.textContent()).toMatch(/Peace be upon you/);
      else expect(await gloss.count()).toBe(0);

      // The everyday reply: good Arabic, and the verses that say it; the turn stays open.
      await answer(page, 'وعليكم السلام ورحمة الله، شكرا لك');
      const feedback = page.getByTestId('turn-feedback');
      expect(await feedback.getAttribute('data-outcome')).toBe('everyday');
      expect(await page.getByTestId('verse-option').count()).toBe(2);
      await screenshot(page, `dialogue-${lang}-everyday`);

      // Now with a verse: the next line follows.
      await answer(page, said('short-600'));
      expect(await otherLines(page).count()).toBe(2);
      await answer(page, said('short-007'));
      await answer(page, said('short-030'));
      await page.getByTestId('dialogue-done').waitFor();
      expect(await otherLines(page).count()).toBe(4);
      expect(await page.getByTestId('my-line').count()).toBe(4);

      // Right to left in Arabic: the other person speaks from the right, the learner answers from the left.
      const box = async (testId: string) =>
        (await page.getByTestId(testId).first().locator('div').first().boundingBox())!;
      const other = await box('other-line');
      const mine = await box('my-line');
      if (lang === 'ar') expect(other.x).toBeGreaterThan(mine.x);
      else expect(other.x).toBeLessThan(mine.x);

      // The list marks it finished.
      await page.getByTestId('back-to-dialogues').click();
      await page.getByTestId('dialogue-list').waitFor();
      await page.getByTestId('dialogue-dialogue-greeting-01').locator('svg').waitFor();
      expect(consoleErrors).toEqual([]);
    });

    test('follows the branch of the verse chosen, and a misquote is tried again', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/dialogues/dialogue-shopping-02');
      await page.getByTestId('dialogue-title').waitFor();
      // A word of the verse swapped for another: never accepted.
      const words = said('short-166').split(' ');
      await answer(page, words.map((w, i) => (i === words.length - 2 ? 'أتعب' : w)).join(' '));
      expect(await page.getByTestId('turn-feedback').getAttribute('data-outcome')).toBe('retry');
      expect(await otherLines(page).count()).toBe(1);

      // Accepting the price without burdening the seller leads to his gift (b2), not to the bargain (b1).
      await answer(page, said('short-166'));
      expect(await otherLines(page).count()).toBe(2);
      expect(await otherLines(page).nth(1).getByTestId('line-arabic').textContent()).toContain('الوشاح');
      await answer(page, said('short-030'));
      await answer(page, said('short-014'));
      await page.getByTestId('dialogue-done').waitFor();
      await screenshot(page, `dialogue-${lang}-branch`);
      expect(consoleErrors).toEqual([]);
    });
  });

test.describe('listening', () => {
  test("hides the other person's lines so the learner answers what they heard, and shows one on request", async ({
    openContext,
  }) => {
    const { page } = await openContext();
    await page.goto('/dialogues/dialogue-health-01');
    await page.getByTestId('dialogue-title').waitFor();
    await page.getByTestId('hide-lines').click();
    expect(await page.getByTestId('line-arabic').count()).toBe(0);
    expect(await page.getByTestId('speak').count()).toBe(1);
    await page.getByTestId('show-line').click();
    expect(await page.getByTestId('line-arabic').count()).toBe(1);
  });
});

test.describe('units on the dashboard', () => {
  for (const lang of ['en', 'ar'] satisfies readonly Lang[])
    test(`shows the units by purpose and the learner's place (${lang})`, async ({ openContext }) => {
      const { page, consoleErrors } = await openContext({ lang });
      await page.goto('/dashboard');
      const overview = page.getByTestId('units-overview');
      await overview.waitFor();
      expect(await overview.getByTestId('unit').count()).toBeGreaterThanOrEqual(20);
      expect(await overview.locator('[aria-current="step"]').count()).toBe(1);
      const next = overview.getByTestId('continue-unit');
      expect(await next.getAttribute('href')).toMatch(/^\/exercise\/completion\//);
      await overview.screenshot({ path: `e2e/.artifacts/units-${lang}.png` });
      expect(consoleErrors).toEqual([]);
    });
});

/**
 * The browser's speech recogniser cannot run on this closed network: a stand-in with the Web Speech API's shape
 * "hears" what the test puts in `window.__heard` (as the analytics test does).
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

test.describe('answering aloud', () => {
  for (const lang of ['en', 'ar'] satisfies readonly Lang[])
    test(`shows what was heard for correction before it is judged (${lang})`, async ({ openContext }) => {
      const { context, page, consoleErrors } = await openContext({ lang });
      await context.addInitScript(fakeRecogniser);
      await page.goto('/dialogues/dialogue-greeting-01');
      await page.getByTestId('dialogue-title').waitFor();
      // The recogniser mishears the greeting: a hamza-less alif and no final word.
      const verse = said('short-102');
      const misheard = verse.split(' ').slice(0, -1).join(' ').replace(/[أإ]/gu, 'ا');
      await page.evaluate((text) => ((window as unknown as { __heard: string }).__heard = text), misheard);
      await page.getByTestId('speak-answer').click();
      await page.getByTestId('transcript-note').waitFor();
      expect(await page.getByTestId('answer-input').inputValue()).toBe(misheard);
      expect(
        await page.evaluate(() => (window as unknown as { __recognitionLang: string }).__recognitionLang),
      ).toBe('ar-SA');
      // Nothing is judged until the learner checks; they correct the transcript first.
      expect(await page.getByTestId('my-line').count()).toBe(0);
      await answer(page, verse);
      expect(await otherLines(page).count()).toBe(2);
      expect(await page.getByTestId('my-line').first().getByTestId('line-arabic').textContent()).toBe(verse);
      expect(consoleErrors).toEqual([]);
    });
});

/**
 * A microphone that "records" the given WAV (espeak-ng speech, base64): getUserMedia gives an empty stream and
 * MediaRecorder hands back the file's bytes when stopped. The browser's own recogniser is taken away, so the
 * recording goes to the product's speech-to-text server.
 */
function fakeMicrophone(wavBase64: string) {
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
    Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
  class FakeRecorder {
    static isTypeSupported() {
      return false;
    }
    mimeType = 'audio/wav';
    state = 'inactive';
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      const bytes = Uint8Array.from(atob(wavBase64), (c) => c.charCodeAt(0));
      this.ondataavailable?.({ data: new Blob([bytes], { type: 'audio/wav' }) });
      this.onstop?.();
    }
  }
  (window as unknown as { MediaRecorder: unknown }).MediaRecorder = FakeRecorder;
  if (!navigator.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', { value: {} });
  navigator.mediaDevices.getUserMedia = async () => new MediaStream();
}

const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = process.env.SHOTS_DIR;

/** A phone-width screenshot of the whole page, kept with the others (and where SHOTS_DIR says, if set). */
async function phoneShot(page: Page, name: string) {
  // From the top: a whole-page capture of a scrolled page draws the sticky header where the scroll left it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  copyFileSync(
    path.resolve(import.meta.dirname, '.artifacts', `${name}.png`),
    path.join(SHOTS_DIR, `${name}.png`),
  );
}

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`two dialogues answered aloud in ${lang}`, () => {
    for (const [id, phraseId, nextTurn] of [
      ['dialogue-greeting-01', 'short-600', 'b'],
      // The branching one: the verse said decides the line that follows (the seller's gift, not the bargain).
      ['dialogue-shopping-02', 'short-166', 'b2'],
    ] satisfies readonly [string, SpokenPhrase, string][])
      test(`${id}: espeak-ng speech goes through the speech-to-text server, is shown for correction, then judged`, async ({
        openContext,
      }) => {
        const wav = readFileSync(speechFile(appDataDir(), phraseId)).toString('base64');
        const { context, page, consoleErrors } = await openContext({ lang });
        await context.addInitScript(fakeMicrophone, wav);
        await page.setViewportSize(PHONE);
        await page.goto(`/dialogues/${id}`);
        await page.getByTestId('dialogue-title').waitFor();
        const transcribed = page.waitForResponse((r) => r.url().endsWith(`/api/dialogues/${id}/transcribe`));
        await page.getByTestId('speak-answer').click();
        await page.getByTestId('speak-answer').click();
        expect((await transcribed).status()).toBe(200);
        await page.getByTestId('transcript-note').waitFor();
        // What the server heard stands in the answer box; nothing is judged until the learner checks.
        expect(await page.getByTestId('answer-input').inputValue()).toBe(spokenText(phraseId));
        expect(await page.getByTestId('my-line').count()).toBe(0);
        await phoneShot(page, `dialogue-390-${lang}-${id}-transcript`);

        await page.getByTestId('check-answer').click();
        await expect.poll(() => otherLines(page).count()).toBe(2);
        const view = (await (await page.request.get(`/api/dialogues/${id}`)).json()) as DialogueView;
        expect(await otherLines(page).nth(1).getByTestId('line-arabic').textContent()).toBe(
          view.turns.find((t) => t.id === nextTurn)!.line.arabic,
        );
        expect(await page.getByTestId('my-line').first().getByTestId('line-arabic').textContent()).toBe(
          spokenText(phraseId),
        );
        // The rest typed, down the branch the spoken verse chose.
        await playDialogue(page, id, nextTurn);
        await phoneShot(page, `dialogue-390-${lang}-${id}-done`);
        expect(consoleErrors).toEqual([]);
      });
  });

for (const lang of ['en', 'ar'] satisfies readonly Lang[])
  test.describe(`the everyday reply in a conversation exercise (${lang})`, () => {
    test('is good Arabic, shown beside the verse that says it; the line can be hidden to answer what was heard', async ({
      openContext,
      sharedLearner,
    }) => {
      const account = await sharedLearner('standard');
      const { page, consoleErrors } = await openContext({ lang, storage: account.storage });
      await page.setViewportSize(PHONE);
      await page.goto('/exercise/conversation/conversation-001');
      await page.getByTestId('prompt-conversation').waitFor();
      // Listening: the other person's line hidden, the listen button still there.
      await page.getByTestId('hide-line').click();
      await page.getByTestId('line-hidden').waitFor();
      expect(await page.getByTestId('prompt-arabic').count()).toBe(0);
      expect(await page.getByTestId('speak').count()).toBeGreaterThan(0);
      await page.getByTestId('hide-line').click();
      await page.getByTestId('prompt-arabic').waitFor();

      const reply = readEverydayReplies(getContentCatalog()).of('conversation-001')[0]!;
      await page.getByTestId('answer-input').fill(reply.ar);
      await page.getByTestId('check-answer').click();
      const feedback = page.getByTestId('feedback');
      await feedback.waitFor();
      expect(await feedback.getAttribute('data-verdict')).toBe('almost');
      expect(await feedback.getAttribute('data-everyday')).toBe('said');
      expect(await page.getByTestId('everyday-reply').first().locator('p').first().textContent()).toBe(
        reply.ar,
      );
      expect(await page.getByTestId('everyday-verse').first().locator('p').first().textContent()).toBe(
        getContentCatalog().getPhraseSpan('short-007')!.uthmani,
      );
      await phoneShot(page, `conversation-everyday-390-${lang}`);
      expect(consoleErrors).toEqual([]);
    });
  });
