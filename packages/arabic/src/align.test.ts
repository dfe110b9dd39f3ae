import { describe, expect, it } from 'vitest';
import { diffWords, isAcceptedMatch, isExactMatch, rejectedDiffs, type WordDiff } from './align.js';
import { getVerse, loadCorpus, type Verse, type Word } from './corpus.js';
import { foldWord } from './fold.js';
import { lookupSpan } from './spans.js';
import { isQuranWord, standardVocabulary } from './vocabulary.js';

// Every answer below is built from corpus words by a transformation, never typed from memory.
const allVerses = (): readonly Verse[] => loadCorpus().verses;
const tokensOf = (words: readonly Word[]): string[] => words.flatMap((w) => w.standard.split(' '));

/** The first verse with a word (not the first or last) that satisfies `test`; returns verse and word position. */
function findWord(test: (w: Word) => boolean): { verse: Verse; at: number } {
  for (const verse of allVerses()) {
    if (verse.words.length < 5 || verse.words.some((w) => w.standard.includes(' '))) continue;
    for (let at = 1; at < verse.words.length - 1; at++) if (test(verse.words[at]!)) return { verse, at };
  }
  throw new Error('no such word in the corpus');
}

function answerWith(verse: Verse, at: number, replacement: string): string {
  return tokensOf(verse.words)
    .map((t, i) => (i === at ? replacement : t))
    .join(' ');
}

function onlyDiff(answer: string, verse: Verse): WordDiff {
  const diffs = diffWords(answer, verse.words);
  expect(diffs).toHaveLength(1);
  return diffs[0]!;
}

describe('diffWords', () => {
  it('finds no difference in the reference typed as is', () => {
    const verse = getVerse(2, 255)!;
    const diffs = diffWords(verse.standard, verse.words);
    expect(diffs).toEqual([]);
    expect(isExactMatch(diffs)).toBe(true);
  });

  it('accepts hamza, ta marbuta and alef maqsura folds and names them', () => {
    const hamza = findWord((w) => /^[^أإآ]*[أإآ][^ؤئءأإآ]*$/u.test(w.standard) && !/[ةى]$/u.test(w.standard));
    const typed = hamza.verse.words[hamza.at]!.standard.replace(/[أإآ]/u, 'ا');
    const d = onlyDiff(answerWith(hamza.verse, hamza.at, typed), hamza.verse);
    expect(d).toMatchObject({
      kind: 'spellingFold',
      accepted: true,
      folds: ['hamza'],
      typed,
      referenceIndex: hamza.at,
    });

    const ta = findWord((w) => w.standard.endsWith('ة') && !/[أإآؤئء]/u.test(w.standard));
    const taTyped = ta.verse.words[ta.at]!.standard.replace(/ة$/u, 'ه');
    expect(onlyDiff(answerWith(ta.verse, ta.at, taTyped), ta.verse)).toMatchObject({
      kind: 'spellingFold',
      folds: ['taMarbuta'],
    });

    const ya = findWord((w) => w.standard.endsWith('ى') && !/[أإآؤئء]/u.test(w.standard));
    const yaTyped = ya.verse.words[ya.at]!.standard.replace(/ى$/u, 'ي');
    expect(onlyDiff(answerWith(ya.verse, ya.at, yaTyped), ya.verse)).toMatchObject({
      kind: 'spellingFold',
      folds: ['alefMaqsura'],
    });
  });

  it('accepts the mushaf spelling, including a fused vocative', () => {
    const verse = getVerse(2, 43)!;
    const diffs = diffWords(verse.rasm, verse.words);
    expect(diffs.length).toBeGreaterThan(0);
    expect(diffs.some((d) => d.kind === 'mushafSpelling')).toBe(true);
    expect(isAcceptedMatch(diffs)).toBe(true);
    expect(isExactMatch(diffs)).toBe(false);

    const vocative = getVerse(2, 21)!;
    const fused = diffWords(vocative.rasm, vocative.words);
    expect(fused[0]).toMatchObject({
      kind: 'mushafSpelling',
      expected: vocative.words[0]!.standard,
      accepted: true,
    });
    expect(isAcceptedMatch(fused)).toBe(true);
  });

  it('flags a missing tanween alef', () => {
    const { verse, at } = findWord(
      (w) =>
        /[\u064B\u0657]ا?$/u.test(w.uthmani.replace(/[\u06D6-\u06DC]/gu, '')) &&
        w.standard.endsWith('ا') &&
        w.standard.length > 3,
    );
    const typed = verse.words[at]!.standard.slice(0, -1);
    expect(onlyDiff(answerWith(verse, at, typed), verse)).toMatchObject({
      kind: 'missingTanweenAlef',
      accepted: false,
    });
  });

  it('flags a sun-letter lam written as pronounced', () => {
    const { verse, at } = findWord((w) => /^ال[تثدذرزسشصضطظن]/u.test(w.standard) && w.standard.length > 4);
    const word = verse.words[at]!.standard;
    const silentLam = `ا${word.slice(2)}`;
    expect(onlyDiff(answerWith(verse, at, silentLam), verse)).toMatchObject({
      kind: 'sunLetterLam',
      accepted: false,
    });
    const doubled = `ا${word[2]}${word.slice(2)}`;
    expect(onlyDiff(answerWith(verse, at, doubled), verse)).toMatchObject({ kind: 'sunLetterLam' });
  });

  it('flags a dropped long vowel', () => {
    // A word the mushaf also writes with its alef, so the short form is not the mushaf spelling.
    const { verse, at } = findWord(
      (w) => /^[^ا]{2,}ا[^ا]{2,}$/u.test(w.standard) && w.rasm === w.standard && !/^[وفبل]/u.test(w.standard),
    );
    const typed = verse.words[at]!.standard.replace('ا', '');
    expect(onlyDiff(answerWith(verse, at, typed), verse)).toMatchObject({
      kind: 'longShortVowel',
      accepted: false,
    });
  });

  it('calls a one-letter slip that makes no Qur an word a typo', () => {
    const { verse, at } = findWord((w) => w.standard.length >= 6 && !/^[وفبل]/u.test(w.standard));
    const word = verse.words[at]!.standard;
    const typed = [...'ثخذضظغ']
      .map((c) => word.slice(0, 3) + c + word.slice(4))
      .find((t) => !isQuranWord(t) && t !== word)!;
    expect(onlyDiff(answerWith(verse, at, typed), verse)).toMatchObject({ kind: 'typo', accepted: false });
  });

  it('never accepts a substitution that makes another real word (رب الظالمين for رب العالمين)', () => {
    const verse = getVerse(1, 2)!;
    const last = verse.words.length - 1;
    const typed = verse.words[last]!.standard.replace('ع', 'ظ');
    expect(isQuranWord(typed)).toBe(true);
    const d = onlyDiff(answerWith(verse, last, typed), verse);
    expect(d).toMatchObject({
      kind: 'realWordSubstitution',
      accepted: false,
      expected: verse.words[last]!.standard,
      typed,
    });
  });

  it('reports missing and extra words', () => {
    const verse = getVerse(2, 255)!;
    const tokens = tokensOf(verse.words);
    const without = tokens.filter((_, i) => i !== 5).join(' ');
    expect(onlyDiff(without, verse)).toMatchObject({
      kind: 'missing',
      expected: tokens[5],
      typed: null,
      referenceIndex: 5,
    });
    const intruder = getVerse(1, 2)!.words[0]!.standard;
    const withExtra = [...tokens.slice(0, 3), intruder, ...tokens.slice(3)].join(' ');
    expect(onlyDiff(withExtra, verse)).toMatchObject({
      kind: 'extra',
      typed: intruder,
      expected: null,
      answerIndex: 3,
    });
  });

  it('reports swapped and moved words as reordered', () => {
    const verse = getVerse(2, 255)!;
    const tokens = tokensOf(verse.words);
    const swapped = [...tokens];
    [swapped[2], swapped[3]] = [swapped[3]!, swapped[2]!];
    const swap = onlyDiff(swapped.join(' '), verse);
    expect(swap).toMatchObject({ kind: 'reordered', accepted: false });

    const moved = [...tokens.slice(0, 2), ...tokens.slice(3, 8), tokens[2]!, ...tokens.slice(8)];
    const diffs = rejectedDiffs(diffWords(moved.join(' '), verse.words));
    expect(diffs).toHaveLength(1);
    expect(diffs[0]).toMatchObject({ kind: 'reordered', expected: tokens[2], typed: tokens[2] });
  });

  it('flags a changed, dropped or added conjunction prefix', () => {
    const { verse, at } = findWord((w) => /^و[^ا]/u.test(w.standard) && w.standard.length > 4);
    const word = verse.words[at]!.standard;
    expect(onlyDiff(answerWith(verse, at, `ف${word.slice(1)}`), verse)).toMatchObject({
      kind: 'conjunctionPrefix',
      accepted: false,
    });
    expect(onlyDiff(answerWith(verse, at, word.slice(1)), verse)).toMatchObject({
      kind: 'conjunctionPrefix',
    });
    const bare = findWord((w) => /^[^وفبلأإآا]/u.test(w.standard) && w.standard.length > 3);
    const bareWord = bare.verse.words[bare.at]!.standard;
    expect(onlyDiff(answerWith(bare.verse, bare.at, `و${bareWord}`), bare.verse)).toMatchObject({
      kind: 'conjunctionPrefix',
    });
  });

  it('keeps accepted and rejected differences apart in one answer', () => {
    const verse = getVerse(2, 255)!;
    const tokens = tokensOf(verse.words).map((t, i) => (i === 1 ? t.replace(/[أإآ]/u, 'ا') : t));
    tokens.splice(6, 1);
    const diffs = diffWords(tokens.join(' '), verse.words);
    expect(isAcceptedMatch(diffs)).toBe(false);
    expect(rejectedDiffs(diffs).map((d) => d.kind)).toEqual(['missing']);
    expect(foldWord(tokens[1]!)).toBe(foldWord(verse.words[1]!.standard));
  });
});

describe('the mushaf elided first-person ya written out', () => {
  // 89:15 ends with the first-person ي left out of the mushaf; the answer writes it out.
  const span = lookupSpan({ surah: 89, ayah: 15 });
  if (typeof span === 'string') throw new Error(span);
  const tokens = span.words.flatMap((w) => w.standard.split(' '));
  const last = tokens[tokens.length - 1]!;
  const answer = [...tokens.slice(0, -1), `${last}ي`].join(' ');

  it('is a change to the quoted verse where the verse itself is asked for', () => {
    const diffs = diffWords(answer, span.words);
    expect(last.endsWith('ن')).toBe(true);
    expect(diffs).toHaveLength(1);
    expect(diffs[0]!.accepted).toBe(false);
    expect(isAcceptedMatch(diffs)).toBe(false);
  });

  it('is forgiven as everyday spelling only when a dialogue asks for it', () => {
    const diffs = diffWords(answer, span.words, { everydayElidedYa: true });
    expect(diffs.map((d) => [d.kind, d.accepted])).toEqual([['spellingFold', true]]);
  });
});

describe('a mushaf spelling without a long alif that reads as another word', () => {
  const rasmDiffers = (w: Word): boolean =>
    !w.standard.includes(' ') && foldWord(w.rasm) !== foldWord(w.standard);
  /** The verse's words in standard spelling, with the words at `rasmAt` typed as the mushaf writes them. */
  const typedWith = (words: readonly Word[], rasmAt: readonly number[]): string =>
    words.map((w, i) => (rasmAt.includes(i) ? w.rasm : w.standard)).join(' ');
  const rejectedAt = (words: readonly Word[], rasmAt: number) =>
    diffWords(typedWith(words, [rasmAt]), words).find((d) => d.referenceIndex === rasmAt);

  it('rejects it where the mushaf spelling is the standard spelling of another word of the Qur’an', () => {
    const words = getVerse(2, 164)!.words.slice(30, 38);
    const at = words.findIndex(rasmDiffers);
    expect(standardVocabulary().has(foldWord(words[at]!.rasm))).toBe(true);
    expect(rejectedAt(words, at)).toMatchObject({ kind: 'realWordSubstitution', accepted: false });
  });

  it('rejects it where it is another word after a one-letter proclitic', () => {
    const { verse, at } = findWord((w) => {
      const key = foldWord(w.rasm);
      return (
        rasmDiffers(w) &&
        /^[وفبلك]/u.test(key) &&
        key.length > 3 &&
        !standardVocabulary().has(key) &&
        standardVocabulary().has(key.slice(1))
      );
    });
    expect(rejectedAt(verse.words, at)).toMatchObject({ kind: 'realWordSubstitution', accepted: false });
  });

  it('rejects the singular مفعل of a plural مفاعل, a word even where the Qur’an does not have it', () => {
    const words = getVerse(7, 10)!.words;
    expect(standardVocabulary().has(foldWord(words[7]!.rasm))).toBe(false);
    expect(rejectedAt(words, 7)).toMatchObject({ kind: 'realWordSubstitution', accepted: false });
  });

  it('accepts a mushaf spelling that is no other word', () => {
    const words = getVerse(2, 164)!.words.slice(0, 8);
    const at = words.findIndex(rasmDiffers);
    expect(standardVocabulary().has(foldWord(words[at]!.rasm))).toBe(false);
    expect(rejectedAt(words, at)).toMatchObject({ kind: 'mushafSpelling', accepted: true });
  });

  it('accepts the alif-less form in an answer copied in the mushaf spelling throughout', () => {
    const words = getVerse(2, 164)!.words;
    const rasmAt = words.flatMap((w, i) => (rasmDiffers(w) ? [i] : []));
    expect(rasmAt.some((i) => standardVocabulary().has(foldWord(words[i]!.rasm)))).toBe(true);
    expect(isAcceptedMatch(diffWords(typedWith(words, rasmAt), words))).toBe(true);
  });
});
