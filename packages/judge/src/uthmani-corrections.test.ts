import { getVerse, type SpanRef as VerseRef } from '@lisan/arabic';
import type { JudgeItemOf, UiLanguage } from '@lisan/contract';
import { describe, expect, it } from 'vitest';
import { completionItem, conversationItem } from '../eval/items.js';
import { judgeBuiltin } from './index.js';

/*
 * A correction tells the learner what the verse says, in the mushaf's Uthmani script with every mark. Qur'anic
 * words come from the corpus by reference; the learner's change is applied here in code.
 */

const word = (surah: number, ayah: number, at: number) => getVerse(surah, ayah)!.words[at - 1]!;
const stretch = (surah: number, ayah: number, from: number, to: number) =>
  getVerse(surah, ayah)!
    .words.slice(from - 1, to)
    .map((w) => w.standard);

const conversation = (id: string, ref: VerseRef): JudgeItemOf<'conversation'> =>
  conversationItem(id, [ref], { line: 'How are you?', task: 'Reply with the phrase.' });

describe('corrections quote the verse in the Uthmani script', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, a changed pronoun is corrected with the verse’s Uthmani word',
    (language: UiLanguage) => {
      const item = conversation('uthmani-pronoun', { surah: 19, ayah: 47, fromWord: 2, toWord: 6 });
      const said = stretch(19, 47, 2, 6);
      said[3] = `${said[3]}م`; // "for you" made plural
      const r = judgeBuiltin({ exerciseType: 'conversation', item, answer: said.join(' '), language });
      expect(r.verdict).toBe('incorrect');
      expect(r.feedback).toContain(word(19, 47, 5).uthmani);
    },
  );

  it('a completion answered with other words around a wrong one is corrected in the verse’s Uthmani words', () => {
    const item = completionItem({ surah: 94, ayah: 6 });
    const other = word(94, 1, 1).standard;
    const r = judgeBuiltin({
      exerciseType: 'completion',
      item,
      answer: `تذكر يا أخي ${other}`,
      language: 'en',
    });
    expect(r.verdict).toBe('incorrect');
    const hidden = getVerse(94, 6)!.words.find((w) => w.standard === item.answerWords[0]!.standard)!;
    expect(r.feedback).toContain(hidden.uthmani);
  });

  it('a word the verse writes in two Uthmani forms is quoted in standard spelling, never in the wrong one', () => {
    // 9:51 says الله twice with different case endings; the phrase holds the first.
    const item = conversation('uthmani-ambiguous', { surah: 9, ayah: 51, fromWord: 2, toWord: 8 });
    const said = stretch(9, 51, 2, 8);
    const at = said.indexOf(word(9, 51, 7).standard);
    said[at] = word(1, 2, 4).standard; // another word of the Qur'an in its place
    const r = judgeBuiltin({ exerciseType: 'conversation', item, answer: said.join(' '), language: 'en' });
    expect(r.verdict).toBe('incorrect');
    expect(r.feedback).toContain(word(9, 51, 7).standard);
    expect(r.feedback).not.toContain(word(9, 51, 12).uthmani);
  });
});
