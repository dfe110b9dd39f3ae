import { foldWord, getVerse, loadCorpus, type Word } from '@lisan/arabic';
import { beforeAll, describe, expect, it } from 'vitest';
import { completionItem } from '../eval/items.js';
import { naming } from '../eval/verse-word.js';
import { judgeBuiltin, warmMeaning } from './index.js';

/*
 * A word typed as the mushaf writes it, without a long alif the standard spelling has, where that form is read as
 * another word. Answers are the corpus words of a span with the change made here in code.
 */

beforeAll(() => warmMeaning(), 180_000);

const standardWords = new Set(
  loadCorpus().verses.flatMap((v) => v.words.flatMap((w) => w.standard.split(' ').map(foldWord))),
);
const rasmDiffers = (w: Word): boolean =>
  !w.standard.includes(' ') && foldWord(w.rasm) !== foldWord(w.standard);
/** The span's words in standard spelling, with the words at `rasmAt` (0-based in the span) as the mushaf writes them. */
const typedWith = (words: readonly Word[], rasmAt: readonly number[]): string =>
  words.map((w, i) => (rasmAt.includes(i) ? w.rasm : w.standard)).join(' ');

/** Judges a completion of surah:ayah from..to with the span's `at`-th word (0-based) typed in its mushaf spelling. */
function judgeRasm(surah: number, ayah: number, from: number, to: number, at: number) {
  const words = getVerse(surah, ayah)!.words.slice(from - 1, to);
  const item = completionItem({ surah, ayah, fromWord: from, toWord: to });
  const answer = typedWith(words, [at]);
  return { words, result: judgeBuiltin({ exerciseType: 'completion', item, answer, language: 'en' }) };
}

describe('a mushaf spelling that reads as another word is a misquote naming the verse’s word', () => {
  it('where it is the standard spelling of another word of the Qur’an', () => {
    const words = getVerse(2, 164)!.words.slice(30, 38);
    const at = words.findIndex(rasmDiffers);
    expect(standardWords.has(foldWord(words[at]!.rasm))).toBe(true);
    const { result } = judgeRasm(2, 164, 31, 38, at);
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toSatisfy(naming(words[at]!.standard));
  });

  it('where it is another word after a one-letter proclitic', () => {
    // The first verse (past the opening chapter) with such a word, and its neighbours as the span.
    const found = loadCorpus()
      .verses.filter(
        (v) => v.surah > 1 && v.words.length >= 5 && !v.words.some((w) => w.standard.includes(' ')),
      )
      .flatMap((v) =>
        v.words.flatMap((w, i) => {
          const key = foldWord(w.rasm);
          return rasmDiffers(w) &&
            i > 0 &&
            /^[وفبلك]/u.test(key) &&
            key.length > 3 &&
            !standardWords.has(key) &&
            standardWords.has(key.slice(1))
            ? [{ v, i }]
            : [];
        }),
      )[0]!;
    const from = Math.max(1, found.i - 2);
    const to = Math.min(found.v.words.length, found.i + 3);
    const { words, result } = judgeRasm(found.v.surah, found.v.ayah, from, to, found.i + 1 - from);
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toSatisfy(naming(words[found.i + 1 - from]!.standard));
  });

  it('where it is the singular مفعل of a plural مفاعل, though the Qur’an does not have that singular', () => {
    const words = getVerse(7, 10)!.words;
    expect(standardWords.has(foldWord(words[7]!.rasm))).toBe(false);
    const { result } = judgeRasm(7, 10, 1, words.length, 7);
    expect(result.verdict).toBe('incorrect');
    expect(result.feedback).toSatisfy(naming(words[7]!.standard));
  });

  it('a mushaf spelling that is no other word, or an answer copied in the mushaf spelling throughout, stays right', () => {
    const opening = getVerse(2, 164)!.words.slice(0, 8);
    expect(judgeRasm(2, 164, 1, 8, opening.findIndex(rasmDiffers)).result.verdict).toBe('correct');
    const words = getVerse(2, 164)!.words.slice(0, 38);
    const rasmAt = words.flatMap((w, i) => (rasmDiffers(w) ? [i] : []));
    const item = completionItem({ surah: 2, ayah: 164, fromWord: 1, toWord: 38 });
    const answer = typedWith(words, rasmAt);
    expect(judgeBuiltin({ exerciseType: 'completion', item, answer, language: 'en' }).verdict).toBe(
      'correct',
    );
  });
});
