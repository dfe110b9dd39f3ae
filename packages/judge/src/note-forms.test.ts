import { getContentCatalog, getContentTranslations } from '@lisan/content';
import type { JudgeItemOf } from '@lisan/contract';
import { describe, expect, it } from 'vitest';
import { itemInLanguage, judgeBuiltin } from './index.js';

/*
 * A form the usage note writes out is the phrase adapted; a form of address alone (the note's يا … for the verse's
 * يا …) is not: the learner's own sentence around it says nothing of the verse. The forms are taken from the
 * catalog's usage note, the rest of the reply is everyday Arabic.
 */

const item = itemInLanguage(
  getContentCatalog().getExerciseItem('roleplay', 'roleplay-082')!,
  'en',
  getContentTranslations(),
) as JudgeItemOf<'roleplay'>;
const note = item.phrases[0]!.usageNote!;
/** The note's Arabic runs of words, in order. */
const forms = note.match(/[\u0621-\u0652]+(?:\s+[\u0621-\u0652]+)*/gu)!;
const vocative = forms.find((f) => f.startsWith('يا '))!;
const longest = forms.reduce((a, b) => (b.split(' ').length > a.split(' ').length ? b : a));
const run = (answer: string) => judgeBuiltin({ exerciseType: 'roleplay', item, answer, language: 'en' });

describe('the usage note’s forms', () => {
  it('a vocative alone, in a sentence of the learner’s own, is not the phrase', () => {
    expect(run(`سامحني ${vocative}`).verdict).toBe('incorrect');
    expect(run(`${vocative} أنا آسف`).verdict).toBe('incorrect');
  });
  it('the note’s form of the phrase’s words is', () => {
    expect(run(`${vocative} ${longest}`).verdict).toBe('correct');
  });
});
