import { loadCorpus } from './corpus.js';
import { foldWord } from './fold.js';

let vocabulary: Set<string> | undefined;

/**
 * Folded keys of every word form in the Qur'an, in standard spelling and in the mushaf's
 * spelling. A typed word found here is a real Qur'an word, so a one-letter slip that lands on
 * it changes the meaning and cannot be forgiven as a typo.
 */
export function quranVocabulary(): ReadonlySet<string> {
  if (vocabulary) return vocabulary;
  const set = new Set<string>();
  for (const verse of loadCorpus().verses) {
    for (const word of verse.words) {
      for (const part of word.standard.split(' ')) set.add(foldWord(part));
      set.add(foldWord(word.rasm));
    }
  }
  vocabulary = set;
  return set;
}

export function isQuranWord(word: string): boolean {
  return quranVocabulary().has(foldWord(word));
}
