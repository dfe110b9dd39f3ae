import { getVerse } from '@lisan/arabic';
import { validateAnswerResponseSchema } from '@lisan/contract';
import { warmMeaning } from '@lisan/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscribedAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { getContentCatalog } from '@lisan/content';

/**
 * Closed answer lists: through POST /api/validate-answer with the real content library, a real verse
 * that fits but is not listed is accepted with its reason, an unrelated one is refused, and a substitution cue
 * accepts the forms its lexicon entry (content/lexicon/) adds. Verses come from the corpus by reference.
 */
let t: TestApp;
let learner: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  // A subscriber may open every item (the free plan serves only the first phrases).
  learner = await createSubscribedAccount(t.app, 'standard');
  getContentCatalog();
  warmMeaning();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const verse = (surah: number, ayah: number) =>
  getVerse(surah, ayah)!
    .words.map((w) => w.standard)
    .join(' ');
const post = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/validate-answer',
    payload,
    headers: learner.auth,
  });
  expect(response.statusCode).toBe(200);
  return validateAnswerResponseSchema.parse(response.json());
};
const none = { phraseId: null, questionBankId: null, philosophicalSentenceId: null };

describe('a real verse that is not on the item\u2019s list', () => {
  it('is correct when it fits the wisdom sentence, with the reason in the learner\u2019s language', async () => {
    const sentence = getContentCatalog().getExerciseItem('transformation', 'wisdom-001')!;
    expect(sentence.related.some((r) => r.surahAyah === '65:7')).toBe(false);
    const en = await post({
      ...none,
      exerciseType: 'transformation',
      philosophicalSentenceId: 'wisdom-001',
      userAnswer: verse(65, 7),
    });
    expect(en).toMatchObject({ verdict: 'correct', isCorrect: true, identified: { surahAyah: '65:7' } });
    expect(en.feedback).toMatch(/not one of our listed verses, but it also speaks of ease after hardship/);
    const ar = await post({
      ...none,
      exerciseType: 'transformation',
      philosophicalSentenceId: 'wisdom-001',
      userAnswer: verse(65, 7),
      language: 'ar',
    });
    expect(ar.verdict).toBe('correct');
    expect(ar.feedback).toContain('اليسر بعد العسر');
  });

  it('is correct when it fits the theme of a question bank', async () => {
    const bank = getContentCatalog().getExerciseItem('thematic', 'bank-001')!;
    expect(bank.verses.some((v) => v.surahAyah === '16:96')).toBe(false);
    const result = await post({
      ...none,
      exerciseType: 'thematic',
      questionBankId: 'bank-001',
      userAnswer: verse(16, 96),
    });
    expect(result).toMatchObject({ verdict: 'correct', isCorrect: true });
    expect(result.feedback).toMatch(/speaks of patience/);
  });

  it('is incorrect when its meaning is far from the item', async () => {
    const result = await post({
      ...none,
      exerciseType: 'thematic',
      questionBankId: 'bank-001',
      userAnswer: verse(112, 1) + ' ' + verse(112, 2),
    });
    expect(result).toMatchObject({ verdict: 'incorrect', isCorrect: false });
    expect(result.feedback).toMatch(/not close to this exercise/);
  });
});

describe('the substitution lexicon', () => {
  const catalog = getContentCatalog();
  const sentenceWith = (itemId: string, filler: string) => {
    const item = catalog.getExerciseItem('substitution', itemId)!;
    const words = item.phrase.words.map((w) => w.standard);
    return [...words.slice(0, item.slot.fromWord - 1), filler, ...words.slice(item.slot.toWord)].join(' ');
  };

  it.each([
    ['substitution-266', 'زوجي'],
    ['substitution-193', 'ولصاحبي'],
    ['substitution-086', 'المجتهدات'],
    ['substitution-071', 'دروسي'],
  ])('%s accepts %s, a form its lexicon entry adds', async (itemId, form) => {
    const item = catalog.getExerciseItem('substitution', itemId)!;
    expect(item.acceptedFillers).not.toContain(form);
    expect(item.lexiconFillers).toContain(form);
    const result = await post({
      ...none,
      exerciseType: 'substitution',
      phraseId: itemId,
      userAnswer: sentenceWith(itemId, form),
    });
    expect(result).toMatchObject({ verdict: 'correct', isCorrect: true });
  });

  it('still refuses a form that does not answer the cue', async () => {
    const result = await post({
      ...none,
      exerciseType: 'substitution',
      phraseId: 'substitution-193',
      userAnswer: sentenceWith('substitution-193', 'ولعدوي'),
    });
    expect(result.verdict).toBe('incorrect');
  });
});
