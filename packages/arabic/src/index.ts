export { cleanInput, tokenize } from './clean.js';
export { foldKey, foldWord, foldDifferences, type FoldKind, type FoldResult } from './fold.js';
export {
  standardSpellingOfWord,
  rasmOfWord,
  toStandardSpelling,
  toRasm,
  splitUthmaniWords,
} from './standard-spelling.js';
export {
  loadCorpus,
  getSurah,
  getVerse,
  getTranslation,
  verseText,
  TRANSLATION_LANGUAGES,
  type Corpus,
  type Surah,
  type Verse,
  type Word,
  type VerseText,
  type TranslationLanguage,
} from './corpus.js';
export {
  diffWords,
  isExactMatch,
  isAcceptedMatch,
  rejectedDiffs,
  type DiffClass,
  type DiffOptions,
  type ReferenceWord,
  type WordDiff,
} from './align.js';
export {
  identify,
  warmIdentify,
  type Candidate,
  type IdentifyOptions,
  type IdentifyResult,
  type VerseSpan,
} from './identify.js';
export { editDistance, singleEdit, type SingleEdit } from './edit-distance.js';
export { quranVocabulary, isQuranWord } from './vocabulary.js';
export { quranOccurrencesOf, quranRootOf, rootOfWord, type RootOccurrence } from './roots.js';
export { tokenizeWithMarks } from './clean.js';
export {
  lettersWithVowels,
  hasHarakat,
  standardVowels,
  vowelledStandard,
  vowelMismatches,
  type ShortVowel,
  type VowelMismatch,
} from './vowels.js';
export { stripQuotingFrames, type FramedText } from './frames.js';
export { closesSense } from './sense-units.js';
export { JUZ_STARTS, juzOf } from './juz.js';
export {
  lookupSpan,
  describeRef,
  surahAyahOf,
  spanContains,
  type CorpusSpan,
  type SpanRef,
  type SpanWord,
} from './spans.js';
