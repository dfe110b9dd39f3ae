import type { TranslationLanguage } from './corpus.js';

/*
 * The corpus and the root model in their compiled form, and where a process gets them: on the server from
 * generated/ (compiled-files.ts), in the browser from the device corpus the app downloads (compiled-device.ts).
 * Which one a build uses is the package's `#compiled-source` import, chosen by the `browser` condition.
 */

/** The corpus on disk: positional arrays keep the file small and the parse fast. */
export interface CompiledCorpus {
  fingerprint: string;
  surahs: Array<[name: string, transliteration: string, english: string, type: string, verseCount: number]>;
  /** Per verse: Uthmani words joined by spaces, standard words joined by `|`, rasm words joined by spaces. */
  verses: Array<[uthmani: string, standard: string, rasm: string]>;
}

/** Each language's translation of every verse, in mushaf order; a device copy holds English only. */
export type CompiledTranslations = { fingerprint: string } & Partial<Record<TranslationLanguage, string[]>>;

export interface CompiledRoots {
  fingerprint: string;
  /** [root, weight, literal weight] */
  weights: Array<[string, number, number]>;
  /** [folded form, root or ''] */
  forms: Array<[string, string]>;
  /** [standard spelling, root or ''] */
  spellings: Array<[string, string]>;
}

export interface CompiledSource {
  corpus(): CompiledCorpus;
  translations(): CompiledTranslations;
  roots(): CompiledRoots;
}

/**
 * What the device judge downloads once: the corpus, the English translation its meaning index reads, and the
 * root model. Built from generated/ by `deviceCorpus()` and written as generated/device-corpus.json.
 */
export interface DeviceCorpus {
  corpus: CompiledCorpus;
  english: string[];
  roots: CompiledRoots;
}
