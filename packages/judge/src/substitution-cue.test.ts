import { getContentCatalog, getContentTranslations } from '@lisan/content';
import { UI_LANGUAGES, type JudgeItemOf } from '@lisan/contract';
import { describe, expect, it } from 'vitest';
import { itemInLanguage, judgeBuiltin } from './index.js';

/*
 * One cue, one set of right answers in every interface language: an Arabic cue that is itself a word in the
 * slot's form (سفرتي for "my journey") is a right answer whichever language shows the cue; one that names the
 * meaning in another form (a noun for a verb's slot) or asks for an everyday word is not. The phrase's words come
 * from the catalog (built from the corpus); the cue's words are the content's own everyday Arabic.
 */

const catalog = getContentCatalog();
const texts = getContentTranslations();

function substitution(id: string): JudgeItemOf<'substitution'> {
  const item = catalog.getExerciseItem('substitution', id);
  if (!item || item.type !== 'substitution') throw new Error(`no substitution item ${id}`);
  return item;
}

/** The phrase with its slot said as the Arabic cue's words (its notes in parentheses and its marks left out). */
function withArabicCue(item: JudgeItemOf<'substitution'>): string {
  const cue = texts
    .text('ar', 'substitution', item.itemId, 'cueEnglish')!
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[\u064B-\u0652]/gu, '')
    .trim();
  const words = item.phrase.words.map((w) => w.standard);
  const at = words.indexOf(item.slotWords[0]!.standard);
  words.splice(at, item.slotWords.length, cue);
  return words.join(' ');
}

describe('the Arabic cue said in the slot', () => {
  it.each(['substitution-070', 'substitution-128', 'substitution-384'])(
    '%s: a cue already in the slot’s form is right in every interface language',
    (id) => {
      for (const language of UI_LANGUAGES) {
        const item = itemInLanguage(substitution(id), language, texts) as JudgeItemOf<'substitution'>;
        const r = judgeBuiltin({ exerciseType: 'substitution', item, answer: withArabicCue(item), language });
        expect(r.verdict, `${id} in ${language}`).toBe('correct');
      }
    },
  );

  it.each(['substitution-285', 'substitution-237', 'substitution-188'])(
    '%s: a cue naming the meaning in another form, or asking for an everyday word, is not itself the answer',
    (id) => {
      for (const language of UI_LANGUAGES) {
        const item = itemInLanguage(substitution(id), language, texts) as JudgeItemOf<'substitution'>;
        const r = judgeBuiltin({ exerciseType: 'substitution', item, answer: withArabicCue(item), language });
        expect(r.verdict, `${id} in ${language}`).not.toBe('correct');
      }
    },
  );
});
