import { loadCorpus } from './corpus.js';
import { foldWord } from './fold.js';

let vocabulary: Set<string> | undefined;
let standardWords: Set<string> | undefined;

/**
 * Folded keys of every word form in the Qur'an, in standard spelling and in the mushaf's
 * spelling. A typed word found here is a real Qur'an word, so a one-letter slip that lands on
 * it changes the meaning and cannot be forgiven as a typo.
 */
export function quranVocabulary(): ReadonlySet<string> {
  if (vocabulary) return vocabulary;
  const set = new Set<string>();
  const standard = new Set<string>();
  for (const verse of loadCorpus().verses) {
    for (const word of verse.words) {
      for (const part of word.standard.split(' ')) standard.add(foldWord(part));
      set.add(foldWord(word.rasm));
    }
  }
  for (const key of standard) set.add(key);
  vocabulary = set;
  standardWords = standard;
  return set;
}

export function isQuranWord(word: string): boolean {
  return quranVocabulary().has(foldWord(word));
}

/**
 * Folded keys of the Qur'an's words in standard spelling only (no mushaf spellings). A mushaf spelling typed for a
 * verse's word that is found here is the everyday spelling of another word (كذبا for كذابا), not the same word
 * written as the mushaf writes it.
 */
export function standardVocabulary(): ReadonlySet<string> {
  // Built with the whole vocabulary, in one pass over the corpus, so neither costs a judged answer a second pass.
  quranVocabulary();
  return standardWords!;
}

let taMarbuta: Set<string> | undefined;

/**
 * Folded keys of the Qur'an's words that end in ة in standard spelling (رحمة, نعمة, امرأة). The mushaf writes
 * some of them with an open ت in places (رحمت الله); where the standard text keeps that ت, the same word typed
 * with ة, as it is written everywhere else, is the verse's word.
 */
export function taMarbutaWords(): ReadonlySet<string> {
  if (taMarbuta) return taMarbuta;
  const set = new Set<string>();
  for (const verse of loadCorpus().verses)
    for (const word of verse.words)
      for (const part of word.standard.split(' ')) if (part.endsWith('ة')) set.add(foldWord(part));
  taMarbuta = set;
  return set;
}

let seated: Set<string> | undefined;

/**
 * The Qur'an's words (standard spelling, vowel marks removed) that end in a hamza on an alef seat (يشأ, نشأ):
 * each is a form of its own beside the one with a long alef and the hamza on the line (يشاء), not a spelling of it.
 */
export function seatedHamzaWords(): ReadonlySet<string> {
  if (seated) return seated;
  const set = new Set<string>();
  for (const verse of loadCorpus().verses)
    for (const word of verse.words)
      for (const part of word.standard.split(' ')) {
        const bare = part.replace(/[\u064B-\u0652\u0670\u0640]/gu, '');
        if (bare.endsWith('أ')) set.add(bare);
      }
  seated = set;
  return set;
}
