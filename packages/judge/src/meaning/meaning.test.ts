import { getVerse } from '@lisan/arabic';
import type { JudgeItemOf } from '@lisan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEvalItems, spanOf } from '../../eval/items.js';
import { judgeBuiltin } from '../index.js';
import { meaningFit, themesOf, warmMeaning } from './index.js';

// Built once per process (a moment; far longer on a loaded machine): not inside a test's time limit.
beforeAll(() => warmMeaning(), 180_000);

/** A small thematic item built from the corpus by reference, as the content catalog builds one. */
const bank: JudgeItemOf<'thematic'> = {
  type: 'thematic',
  itemId: 'test-patience',
  subjectId: 'test-patience',
  questionBankId: 'test-patience',
  theme: 'الصبر',
  themeEnglish: 'Patience in hardship',
  description: 'Type a verse that calls for patience when hardship strikes, or praises those who endure it.',
  verses: [
    { surah: 2, ayah: 153 },
    { surah: 2, ayah: 155 },
    { surah: 3, ayah: 200 },
    { surah: 39, ayah: 10 },
    { surah: 103, ayah: 3 },
  ].map(spanOf),
  prompt: {
    itemId: 'test-patience',
    type: 'thematic',
    instruction: 'test',
    arabic: null,
    english: null,
    details: {},
  },
};

const sentence: JudgeItemOf<'transformation'> = {
  type: 'transformation',
  itemId: 'test-relief',
  subjectId: 'test-relief',
  sentenceId: 'test-relief',
  sentence: { arabicText: 'الصبر مفتاح الفرج', englishGloss: 'Patience is the key to relief.' },
  related: [
    {
      ...spanOf({ surah: 94, ayah: 6 }),
      relation: 'close',
      reason: 'Promises that ease comes with hardship.',
    },
    {
      ...spanOf({ surah: 12, ayah: 83 }),
      relation: 'close',
      reason: 'Ya\u2019qub chooses beautiful patience.',
    },
  ],
  prompt: {
    itemId: 'test-relief',
    type: 'transformation',
    instruction: 'test',
    arabic: null,
    english: null,
    details: {},
  },
};

const text = (surah: number, ayah: number) =>
  getVerse(surah, ayah)!
    .words.map((w) => w.standard)
    .join(' ');

describe('the meaning index', () => {
  it('reads themes from an English translation', () => {
    expect(themesOf('And be patient, for indeed, Allah does not allow to be lost the reward')).toContain(
      'patience',
    );
    expect(themesOf('upon Him I have relied')).toContain('reliance');
  });

  it.each([
    [46, 35],
    [16, 96],
    [11, 115],
    [40, 55],
  ])('finds %i:%i, not on the list, fitting a bank on patience, with the reason', (surah, ayah) => {
    const fit = meaningFit(bank, surah, ayah);
    expect(fit.verdict).toBe('fits');
    expect(fit.theme?.id).toBe('patience');
  });

  it.each([
    [112, 1],
    [111, 1],
    [106, 1],
    [24, 35],
  ])('refuses %i:%i, unrelated to patience', (surah, ayah) => {
    expect(meaningFit(bank, surah, ayah).verdict).not.toBe('fits');
    expect(meaningFit(bank, surah, ayah).verdict).toBe('unrelated');
  });

  it('finds ease after hardship for a wisdom sentence on relief', () => {
    expect(meaningFit(sentence, 65, 7)).toMatchObject({ verdict: 'fits', theme: { id: 'ease' } });
    expect(meaningFit(sentence, 94, 5).verdict).toBe('fits');
  });
});

describe('the judge with the meaning index', () => {
  it('accepts a fitting unlisted verse and says why, in English and Arabic', () => {
    const en = judgeBuiltin({
      exerciseType: 'transformation',
      item: sentence,
      answer: text(65, 7),
      language: 'en',
    });
    expect(en).toMatchObject({ verdict: 'correct', isCorrect: true, identified: { surahAyah: '65:7' } });
    expect(en.feedback).toBe(
      'Correct! 65:7 (At-Talaq) is not one of our listed verses, but it also speaks of ease after hardship.',
    );
    const ar = judgeBuiltin({
      exerciseType: 'transformation',
      item: sentence,
      answer: text(65, 7),
      language: 'ar',
    });
    expect(ar.verdict).toBe('correct');
    expect(ar.feedback).toContain('اليسر بعد العسر');
  });

  it('refuses an unrelated real verse', () => {
    const result = judgeBuiltin({
      exerciseType: 'thematic',
      item: bank,
      answer: text(106, 1),
      language: 'en',
    });
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toMatch(/not close to this exercise/);
  });

  it('refuses, on a wisdom sentence, a verse that only shares the story one linked verse comes from', () => {
    // 12:83 (Ya'qub's patience) is linked; Yusuf's dream (12:4) is the same story but says nothing of patience.
    const result = judgeBuiltin({
      exerciseType: 'transformation',
      item: sentence,
      answer: text(12, 4),
      language: 'en',
    });
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toMatch(/not close to this exercise/);
  });

  it('never accepts a fitting verse whose wording is changed', () => {
    const words = getVerse(46, 35)!.words.map((w) => w.standard);
    const changed = words.map((w, i) => (i === 1 ? 'فاصبروا' : w)).join(' ');
    const result = judgeBuiltin({ exerciseType: 'thematic', item: bank, answer: changed, language: 'en' });
    expect(result.verdict).not.toBe('correct');
  });
});

describe('a whole verse in reply (roleplay)', () => {
  const role = buildEvalItems().get('roleplay:role-lostjob') as JudgeItemOf<'roleplay'>;

  it('is a good reply when the verse answers the line, though not a listed phrase', () => {
    expect(role.phrases.some((p) => p.ref.surah === 65 && p.ref.ayah === 7)).toBe(false);
    const result = judgeBuiltin({
      exerciseType: 'roleplay',
      item: role,
      answer: text(65, 7),
      language: 'en',
    });
    expect(result).toMatchObject({ verdict: 'correct', isCorrect: true });
    expect(result.feedback).toMatch(/not one of our listed phrases, but the whole verse answers this line/);
  });

  it('is not accepted for a verse about something else', () => {
    const result = judgeBuiltin({
      exerciseType: 'roleplay',
      item: role,
      answer: text(106, 1),
      language: 'en',
    });
    expect(result.isCorrect).toBe(false);
  });
});
