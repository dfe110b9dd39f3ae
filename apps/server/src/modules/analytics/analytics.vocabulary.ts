import { foldWord, loadCorpus, quranRootOf, tokenize } from '@lisan/arabic';
import type { Analytics } from '@lisan/contract';

/**
 * The Qur'an's word forms (folded: hamza seats, ة/ه and ى/ي set aside) and how often each occurs, for the
 * vocabulary analytics and its coverage headline. A form typed in the mushaf's spelling counts as its
 * standard-spelling form.
 */
interface QuranWordCounts {
  /** Occurrences of each standard-spelling form. */
  occurrences: ReadonlyMap<string, number>;
  /** Mushaf-spelling key → its standard-spelling form, where the two differ. */
  fromRasm: ReadonlyMap<string, string>;
  /** Word occurrences in the whole text. */
  total: number;
}

let counts: QuranWordCounts | undefined;

function quranWordCounts(): QuranWordCounts {
  if (counts) return counts;
  const occurrences = new Map<string, number>();
  const fromRasm = new Map<string, string>();
  let total = 0;
  for (const verse of loadCorpus().verses) {
    for (const word of verse.words) {
      const parts = word.standard.split(' ').filter(Boolean);
      for (const part of parts) {
        const key = foldWord(part);
        occurrences.set(key, (occurrences.get(key) ?? 0) + 1);
        total += 1;
      }
      if (parts.length === 1) {
        const rasm = foldWord(word.rasm);
        if (rasm !== foldWord(parts[0]!) && !fromRasm.has(rasm)) fromRasm.set(rasm, foldWord(parts[0]!));
      }
    }
  }
  counts = { occurrences, fromRasm, total };
  return counts;
}

/** The distinct Qur'anic word forms of an answer, each with whether it was typed as a rejected word. */
export function quranWordsOf(
  answer: string,
  rejectedTyped: ReadonlySet<string>,
): { word: string; right: boolean; occurrences: number }[] {
  const { occurrences, fromRasm } = quranWordCounts();
  const seen = new Map<string, boolean>();
  for (const token of tokenize(answer)) {
    const folded = foldWord(token);
    const key = occurrences.has(folded) ? folded : fromRasm.get(folded);
    if (!key) continue;
    const right = !rejectedTyped.has(token);
    seen.set(key, (seen.get(key) ?? true) && right);
  }
  return [...seen].map(([word, right]) => ({ word, right, occurrences: occurrences.get(word) ?? 0 }));
}

/** Percentage (two decimals: a first few words are a fraction of a percent) of the Qur'an's word occurrences. */
export function coverageOf(covered: number): number {
  const { total } = quranWordCounts();
  return total === 0 ? 0 : Math.round((10_000 * covered) / total) / 100;
}

const ROOTS_SHOWN = 12;
const WORDS_PER_ROOT = 10;

/**
 * The learner's practised forms grouped by root, where the engine names one with confidence (a form it cannot
 * root, a particle or a foreign name stays out): the roots with the most forms practised first, then the most
 * mastered; under each, mastered forms first, then the Qur'an's commonest.
 */
export function rootsOf(words: ReadonlyArray<readonly [string, boolean]>): Analytics['vocabulary']['roots'] {
  const { occurrences } = quranWordCounts();
  const groups = new Map<string, { word: string; mastered: boolean }[]>();
  for (const [word, mastered] of words) {
    const root = quranRootOf(word);
    if (!root) continue;
    const group = groups.get(root) ?? [];
    group.push({ word, mastered });
    groups.set(root, group);
  }
  const commoner = (a: string, b: string) =>
    (occurrences.get(b) ?? 0) - (occurrences.get(a) ?? 0) || a.localeCompare(b);
  return [...groups]
    .map(([root, forms]) => ({
      root,
      practised: forms.length,
      mastered: forms.filter((f) => f.mastered).length,
      words: forms
        .sort((a, b) => Number(b.mastered) - Number(a.mastered) || commoner(a.word, b.word))
        .slice(0, WORDS_PER_ROOT),
    }))
    .sort((a, b) => b.practised - a.practised || b.mastered - a.mastered || a.root.localeCompare(b.root))
    .slice(0, ROOTS_SHOWN);
}
