import { describe, expect, it } from 'vitest';
import { diffWords, isAcceptedMatch } from './align.js';
import { tokenize, tokenizeWithMarks } from './clean.js';
import { getVerse } from './corpus.js';
import { stripQuotingFrames } from './frames.js';
import { identify } from './identify.js';
import { vowelledStandard, vowelMismatches } from './vowels.js';

// Every verse text here comes from the corpus; only the learner's habits around it are typed.
const words = (surah: number, ayah: number, from = 1, to?: number) =>
  getVerse(surah, ayah)!.words.slice(from - 1, to);
const standard = (ws: ReturnType<typeof words>) => ws.map((w) => w.standard).join(' ');

describe('everyday typing habits', () => {
  it('accepts two or three words typed together, and names the join', () => {
    const fatiha = words(1, 2);
    const joined = `${fatiha[0]!.standard}${fatiha[1]!.standard} ${standard(fatiha.slice(2))}`;
    const diffs = diffWords(joined, fatiha);
    expect(isAcceptedMatch(diffs)).toBe(true);
    expect(diffs).toEqual([
      expect.objectContaining({ kind: 'joinedWords', expected: standard(fatiha.slice(0, 2)) }),
    ]);
  });

  it('accepts a space typed after و', () => {
    const [first, second] = words(9, 60, 3, 4);
    const typed = `${first!.standard} ${second!.standard.slice(0, 1)} ${second!.standard.slice(1)}`;
    expect(diffWords(typed, [first!, second!])).toEqual([
      expect.objectContaining({ kind: 'splitWord', accepted: true }),
    ]);
  });

  it('accepts any hamza seat people type, but not a hamza word for a plain one', () => {
    const last = words(17, 34).at(-1)!;
    const otherSeat = last.standard.replace('ئ', 'ؤ');
    expect(otherSeat).not.toBe(last.standard);
    expect(isAcceptedMatch(diffWords(otherSeat, [last]))).toBe(true);
    const go = words(20, 24, 1, 1)[0]!;
    expect(isAcceptedMatch(diffWords(`${go.standard}آ`, [go]))).toBe(false);
  });

  it('sets quoting frames and references aside', () => {
    const verse = standard(words(99, 1));
    for (const framed of [
      `قال تعالى: ﴿${verse}﴾ [الزلزلة: 1]`,
      `${verse} صدق الله العظيم`,
      `أعوذ بالله من الشيطان الرجيم ${verse} (الزلزلة 1)`,
    ]) {
      expect(tokenize(stripQuotingFrames(framed).text)).toEqual(tokenize(verse));
    }
  });

  it('counts a word that occurs only with و attached as a Qur\u2019an word', () => {
    const prefixed = words(9, 60, 4, 4)[0]!.standard;
    expect(prefixed.startsWith('و')).toBe(true);
    expect(identify(prefixed.slice(1)).unknownWords).toEqual([]);
  });
});

describe('typed harakat', () => {
  const word = words(2, 153).at(-1)!;

  it('reads the vowels a learner types, and finds the one that differs from the verse', () => {
    const right = vowelledStandard(word.standard, word.uthmani);
    expect(vowelMismatches(right, word.standard, word.uthmani)).toEqual([]);
    const wrongEnding = right.replace(/\u064E$/u, '\u064F');
    expect(wrongEnding).not.toBe(right);
    expect(vowelMismatches(wrongEnding, word.standard, word.uthmani)).toEqual([
      expect.objectContaining({ final: true, typed: 'u', expected: 'a' }),
    ]);
  });

  it('requires nothing when no vowel is typed, and keeps the typed marks word by word', () => {
    expect(vowelMismatches(word.standard, word.standard, word.uthmani)).toEqual([]);
    const typed = `﴿${vowelledStandard(word.standard, word.uthmani)}﴾`;
    expect(tokenizeWithMarks(typed).map((w) => w.replace(/[\u064B-\u0652]/gu, ''))).toEqual(tokenize(typed));
  });
});

describe('short sayings that stand on their own, from the mushaf', () => {
  it('knows الحمد لله closes a sense somewhere in the Qur\u2019an, while إن الله never does', async () => {
    const { closesSense } = await import('./sense-units.js');
    const praise = words(1, 2, 1, 2).map((w) => w.standard);
    expect(closesSense(praise)).toBe(true);
    const verse = words(2, 153);
    const at = verse.findIndex(
      (w, i) => verse[i + 1]?.standard === words(1, 2, 2, 2)[0]!.standard.replace(/^ل/u, 'ال'),
    );
    expect(at).toBeGreaterThan(0);
    expect(closesSense(verse.slice(at, at + 2).map((w) => w.standard))).toBe(false);
  });
});
