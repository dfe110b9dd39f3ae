import { SHADDA } from './chars.js';
import { foldWord } from './fold.js';

/*
 * Reading the harakat a learner types. A memoriser who types سَمِعْتَ for سَمِعْتُ has said "you heard", not
 * "I heard": when vowels are typed they are part of the answer. When they are not typed nothing is required.
 * The expected vowels come from the corpus's Uthmani text, aligned letter by letter onto the standard spelling.
 */

/** The short vowel a mark gives (tanween counts as its vowel); sukun and shadda say nothing about quality. */
export type ShortVowel = 'a' | 'i' | 'u';

const VOWEL_OF: Record<string, ShortVowel> = {
  '\u064E': 'a', // fatha
  '\u064B': 'a', // fathatan
  '\u0657': 'a', // inverted damma (open fathatan in some fonts)
  '\u08F0': 'a', // open fathatan
  '\u064F': 'u', // damma
  '\u064C': 'u', // dammatan
  '\u065E': 'u',
  '\u08F1': 'u', // open dammatan
  '\u0650': 'i', // kasra
  '\u064D': 'i', // kasratan
  '\u0656': 'i', // subscript alef
  '\u08F2': 'i', // open kasratan
};
const HARAKAT = /[\u064B-\u0652]/u;
// Fathatan, dammatan, kasratan and the open forms the Uthmani text uses (the corpus writes them as U+0657,
// U+065E and U+0656 where other fonts have U+08F0-U+08F2).
const TANWEEN = /[\u064B-\u064D\u0656\u0657\u065E\u08F0-\u08F2]/u;
const COMBINING = /[\u064B-\u065F\u0670\u06D6-\u06ED\u08F0-\u08F2]/u;

export interface LetterMarks {
  letter: string;
  vowel: ShortVowel | null;
  /** A shadda is written on the letter: it is doubled. */
  shadda: boolean;
  /** A sukun is written on the letter: it closes a syllable. */
  sukun: boolean;
  /** A dagger alef follows the letter: a long ā that standard spelling writes only in some words. */
  dagger: boolean;
  /** The vowel is a tanween: the letter ends an indefinite noun. */
  tanween: boolean;
}

/** A word as letters, each with the short vowel written on it (null when none is written). */
export function lettersWithVowels(word: string): LetterMarks[] {
  const out: LetterMarks[] = [];
  for (const ch of word) {
    const last = out[out.length - 1];
    if (COMBINING.test(ch)) {
      const v = VOWEL_OF[ch];
      if (last && v && last.vowel === null) last.vowel = v;
      if (last && ch === SHADDA) last.shadda = true;
      if (last && (ch === '\u0652' || ch === '\u06E1')) last.sukun = true;
      if (last && ch === '\u0670') last.dagger = true;
      if (last && TANWEEN.test(ch)) last.tanween = true;
      // A small meem after a vowel is a tanween said as m before ب (أَلِيمُۢ بِمَا): the mushaf's iqlab.
      if (last && (ch === '\u06E2' || ch === '\u06ED') && last.vowel !== null) last.tanween = true;
      continue;
    }
    if (ch === '\u0640') continue;
    out.push({ letter: ch, vowel: null, shadda: false, sukun: false, dagger: false, tanween: false });
  }
  return out;
}

/** Whether a typed text carries any harakat at all. */
export function hasHarakat(text: string): boolean {
  return HARAKAT.test(text);
}

const letterKey = (ch: string): string => foldWord(ch === '\u0671' ? 'ا' : ch) || 'ء';

/**
 * The vowel of each letter of a standard-spelling word, read off its Uthmani spelling: letters are matched by a
 * longest common subsequence of folded letters, so the mushaf's extra or missing letters (dagger alef, small
 * waw, the alef of الصلوة) do not shift the vowels.
 */
export function standardVowels(standard: string, uthmani: string): Array<ShortVowel | null> {
  return standardLetterMarks(standard, uthmani).map((m) => m.vowel);
}

/**
 * The marks of each letter of a standard-spelling word (spaces left out), read off its Uthmani spelling as
 * standardVowels reads the vowels; a letter the Uthmani spelling lacks gets none.
 */
export function standardLetterMarks(standard: string, uthmani: string): LetterMarks[] {
  const target = [...standard].filter((c) => c !== ' ');
  const source = lettersWithVowels(uthmani);
  const a = target.map(letterKey);
  const b = source.map((s) => letterKey(s.letter));
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: LetterMarks[] = target.map((letter) => ({
    letter,
    vowel: null,
    shadda: false,
    sukun: false,
    dagger: false,
    tanween: false,
  }));
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i] === b[j]) {
      out[i] = { ...source[j]!, letter: target[i]! };
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  return out;
}

/** A standard-spelling word with the Uthmani harakat put back on its letters: how a learner types full vowels. */
export function vowelledStandard(standard: string, uthmani: string): string {
  const vowels = standardVowels(standard, uthmani);
  const MARK: Record<ShortVowel, string> = { a: '\u064E', i: '\u0650', u: '\u064F' };
  let k = 0;
  let out = '';
  for (const ch of standard) {
    if (ch === ' ') {
      out += ch;
      continue;
    }
    const v = vowels[k++];
    out += ch + (v ? MARK[v] : '');
  }
  return out;
}

export interface VowelMismatch {
  /** 0-based letter index in the word. */
  letter: number;
  typed: ShortVowel;
  expected: ShortVowel;
  /** The last letter of the word: case, mood, or the person/gender ending of a verb or pronoun. */
  final: boolean;
  /** The letter that carries the vowel. */
  on: string;
}

/**
 * The letters where a typed word's written vowels disagree with the expected ones. Only letters that carry a
 * vowel on both sides count: a vowel left out is never a mistake, and sukun (a pause) is not compared.
 */
export function vowelMismatches(typedRaw: string, standard: string, uthmani: string): VowelMismatch[] {
  const typed = lettersWithVowels(typedRaw);
  if (!typed.some((t) => t.vowel)) return [];
  const expected = standardVowels(standard, uthmani);
  const letters = [...standard].filter((c) => c !== ' ');
  if (typed.map((t) => letterKey(t.letter)).join('') !== letters.map(letterKey).join('')) return [];
  const out: VowelMismatch[] = [];
  const last = typed.length - 1;
  typed.forEach((t, i) => {
    const e = expected[i];
    // The final vowel of a word at a pause may be dropped or kept; an alef or waw of a long vowel takes none.
    if (t.vowel && e && t.vowel !== e)
      out.push({ letter: i, typed: t.vowel, expected: e, final: i === last, on: letters[i]! });
  });
  return out;
}
