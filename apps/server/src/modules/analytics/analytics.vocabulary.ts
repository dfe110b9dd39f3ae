import { foldWord, loadCorpus, quranOccurrencesOf, quranRootOf, tokenize } from '@lisan/arabic';
import type { Analytics } from '@lisan/contract';

/**
 * The Qur'an's word forms as the Qur'an spells them in standard spelling (المؤمنين, not the folded المومنين) and
 * how often each occurs, for the vocabulary analytics and its coverage headline. Only a word the Qur'an has
 * counts: a learner's misspelling (ساستغفر for سأستغفر) is not a Qur'anic word, even where it folds to one. A
 * form typed in the mushaf's spelling counts as its standard-spelling form.
 */
interface QuranWordCounts {
  /** Occurrences of each standard-spelling form. */
  occurrences: ReadonlyMap<string, number>;
  /** Mushaf spelling → its standard-spelling form, where the two differ. */
  fromRasm: ReadonlyMap<string, string>;
  /** Folded form → its commonest standard spelling: how a word stored folded by an older version is shown. */
  fromFolded: ReadonlyMap<string, string>;
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
        occurrences.set(part, (occurrences.get(part) ?? 0) + 1);
        total += 1;
      }
      if (parts.length === 1 && word.rasm !== parts[0] && !fromRasm.has(word.rasm))
        fromRasm.set(word.rasm, parts[0]!);
    }
  }
  const fromFolded = new Map<string, string>();
  for (const [form, n] of occurrences) {
    const key = foldWord(form);
    const seen = fromFolded.get(key);
    if (!seen || (occurrences.get(seen) ?? 0) < n) fromFolded.set(key, form);
  }
  counts = { occurrences, fromRasm, fromFolded, total };
  return counts;
}

/** The Qur'an's spelling of a stored form: itself, or for a form stored folded, its commonest spelling. */
export function quranSpellingOf(form: string): string {
  const { occurrences, fromFolded } = quranWordCounts();
  return occurrences.has(form) ? form : (fromFolded.get(form) ?? form);
}

/**
 * The distinct Qur'anic word forms of an answer, each with whether it was typed as a rejected word. A token
 * counts when it is spelt as the Qur'an spells it (standard or mushaf spelling), and is credited to the
 * Qur'an's standard spelling.
 */
export function quranWordsOf(
  answer: string,
  rejectedTyped: ReadonlySet<string>,
): { word: string; right: boolean; occurrences: number }[] {
  const { occurrences, fromRasm } = quranWordCounts();
  const seen = new Map<string, boolean>();
  for (const token of tokenize(answer)) {
    const key = occurrences.has(token) ? token : fromRasm.get(token);
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
const VERSES_PER_ROOT = 3;

/**
 * Other verses where a root occurs, for a learner who has practised some of its forms: verses with a form they
 * have not practised first (a new word of a root they know), in the mushaf's order, one per verse.
 */
function otherVersesOf(root: string, practised: ReadonlySet<string>) {
  const all = quranOccurrencesOf(root);
  const fresh = all.filter((o) => !practised.has(o.standard));
  const out: { surah: number; ayah: number; word: string }[] = [];
  const verses = new Set<string>();
  for (const o of [...fresh, ...all]) {
    const key = `${o.surah}:${o.ayah}`;
    if (verses.has(key)) continue;
    verses.add(key);
    out.push({ surah: o.surah, ayah: o.ayah, word: o.standard });
    if (out.length === VERSES_PER_ROOT) break;
  }
  return out;
}

/**
 * The learner's practised forms grouped by root, where the engine names one with confidence (a form it cannot
 * root, a particle or a foreign name stays out): the roots with the most forms practised first, then the most
 * mastered; under each, mastered forms first, then the Qur'an's commonest.
 */
export function rootsOf(words: ReadonlyArray<readonly [string, boolean]>): Analytics['vocabulary']['roots'] {
  const { occurrences } = quranWordCounts();
  const groups = new Map<string, { word: string; mastered: boolean }[]>();
  const practised = new Set(words.map(([word]) => quranSpellingOf(word)));
  for (const [stored, mastered] of words) {
    const word = quranSpellingOf(stored);
    const root = quranRootOf(stored) ?? quranRootOf(word);
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
      verses: otherVersesOf(root, practised),
    }))
    .sort((a, b) => b.practised - a.practised || b.mastered - a.mastered || a.root.localeCompare(b.root))
    .slice(0, ROOTS_SHOWN);
}
