import {
  foldWord,
  lettersWithVowels,
  stripQuotingFrames,
  tokenizeWithMarks,
  vowelledStandard,
  vowelMismatches,
  type ReferenceWord,
  type WordDiff,
} from '@lisan/arabic';
import type { ErrorClass, JudgeError } from '@lisan/contract';
import { classifyChange } from './morphology.js';

/** No Arabic word is longer than this; a longer run of letters is noise, cut so that it cannot cost time. */
const MAX_WORD_LETTERS = 30;

/** The answer as the judge reads it: the quoting frame set aside, words cleaned, and the harakat as typed. */
export interface Reading {
  words: string[];
  /** The same words with the harakat the learner typed. */
  marked: string[];
  /** Quoting frames removed (قال تعالى, صدق الله العظيم, [الزلزلة: 1]). */
  frames: string[];
}

export function readAnswer(answer: string): Reading {
  const { text, frames } = stripQuotingFrames(answer);
  const marked = tokenizeWithMarks(text).map((w) => w.slice(0, MAX_WORD_LETTERS * 2));
  const words = marked.map((w) => w.replace(/[\u064B-\u0652]/gu, '').slice(0, MAX_WORD_LETTERS));
  return { words, marked, frames };
}

/**
 * Typed harakat compared with the verse's, on every answer word whose letters matched a reference word: a vowel
 * that differs is a `wrongVowel` difference (a vowel left out never is).
 */
export function vowelDiffs(
  reading: Reading,
  reference: readonly ReferenceWord[],
  matches: ReadonlyArray<{ answerIndex: number; referenceIndex: number }>,
): WordDiff[] {
  const out: WordDiff[] = [];
  for (const m of matches) {
    const ref = reference[m.referenceIndex];
    const typed = reading.marked[m.answerIndex];
    if (!ref?.uthmani || !typed || !/[\u064B-\u0650]/u.test(typed)) continue;
    if (vowelMismatches(typed, ref.standard, ref.uthmani).length === 0) continue;
    out.push({
      kind: 'wrongVowel',
      expected: vowelledStandard(ref.standard, ref.uthmani),
      typed,
      accepted: false,
      referenceIndex: m.referenceIndex,
      answerIndex: m.answerIndex,
    });
  }
  return out;
}

/** The named class of a rejected difference. */
export function errorClassOf(d: WordDiff): ErrorClass {
  switch (d.kind) {
    case 'missing':
      return 'missing';
    case 'extra':
    case 'reordered':
      return 'extra';
    case 'spellingFold':
      return d.folds?.[0] ?? 'hamza';
    case 'wrongVowel':
      return vowelClass(d);
    case 'missingTanweenAlef':
    case 'sunLetterLam':
      return 'typo';
    case 'longShortVowel':
    case 'typo':
    case 'realWordSubstitution':
    case 'wrongWord':
    case 'conjunctionPrefix': {
      const change = d.expected && d.typed ? classifyChange(d.expected, d.typed) : undefined;
      // A slip that makes no word is told by its ending only when the ending is case or mood (الذون, تبطلون);
      // a letter changed inside the word (ارسلتا for أرسلنا) is a slip of the pen.
      if (change && d.kind === 'typo' && !['case', 'mood', 'definiteness'].includes(change.class))
        return 'typo';
      if (change) return change.class;
      return d.kind === 'wrongWord' || d.kind === 'realWordSubstitution' ? 'missing' : 'typo';
    }
    default:
      return 'typo';
  }
}

function vowelClass(d: WordDiff): ErrorClass {
  const typed = (d.typed ?? '').replace(/[\u064B-\u0652]/gu, '');
  const expected = d.expected ?? '';
  const mismatch = vowelMismatches(d.typed ?? '', typed, expected);
  // The ending is the last letter that carries a vowel: a long vowel or tanween alef after it carries none.
  const vowels = lettersWithVowels(expected);
  let ending = vowels.length - 1;
  while (ending > 0 && !vowels[ending]!.vowel) ending--;
  const last = mismatch.find((m) => m.letter === ending);
  if (!last) return 'typo';
  // The last letter's vowel: the person of a past verb (تُ / تَ / تِ), the gender of "you" (كَ / كِ), else case or mood.
  if (last.on === 'ت') return last.typed === 'u' || last.expected === 'u' ? 'person' : 'gender';
  if (last.on === 'ك') return 'gender';
  // A tanween alef or ة after the ending marks a noun: its vowel is its case.
  const tail = vowels
    .slice(ending + 1)
    .map((v) => v.letter)
    .join('');
  if (tail === 'ا' || last.on === 'ة') return 'case';
  return /^(و|ف)?[يتن]/u.test(typed) && !/^(و|ف)?ال/u.test(typed) ? 'mood' : 'case';
}

/** The rejected differences as named errors. */
export function errorsOf(diffs: readonly WordDiff[], reference: string | null): JudgeError[] {
  return diffs
    .filter((d) => !d.accepted)
    .map((d) => ({ class: errorClassOf(d), expected: d.expected, typed: d.typed, reference }));
}

/** A word a usage note writes in Arabic: the note licenses that form. */
export function noteWords(note: string | null | undefined): Set<string> {
  const out = new Set<string>();
  for (const w of (note ?? '').match(/[\u0621-\u0652]+/gu) ?? [])
    out.add(foldWord(w.replace(/[\u064B-\u0652]/gu, '')));
  return out;
}

/** A note saying the phrase is said as it stands licenses no change at all. */
export function noteForbidsChange(note: string | null | undefined): boolean {
  return /as it stands/iu.test(note ?? '') && !/singular forms|may be used|may say|say /iu.test(note ?? '');
}
