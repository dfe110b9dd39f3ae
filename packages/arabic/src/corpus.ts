import { compiledSource } from '#compiled-source';
import type { CompiledCorpus, CompiledTranslations } from './compiled.js';

export const TRANSLATION_LANGUAGES = ['en', 'id', 'tr', 'zh', 'ur', 'bn'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export interface Surah {
  number: number;
  /** Arabic name, e.g. الفاتحة. */
  name: string;
  transliteration: string;
  /** English name (Saheeh International), e.g. The Opener. */
  english: string;
  type: 'meccan' | 'medinan';
  verseCount: number;
}

export interface Word {
  /** 1-based position in the verse (Uthmani word count, as quran.com numbers words). */
  index: number;
  uthmani: string;
  /** Standard (imla'i) spelling; may hold a space where standard spelling writes two words (يا أيها). */
  standard: string;
  /** Mushaf spelling without marks, as a memoriser may type it. */
  rasm: string;
}

export interface Verse {
  surah: number;
  ayah: number;
  /** 0-based position in the whole Qur'an (0..6235). */
  index: number;
  uthmani: string;
  standard: string;
  rasm: string;
  words: readonly Word[];
}

export interface Corpus {
  surahs: readonly Surah[];
  verses: readonly Verse[];
  /** Index into `verses` of each surah's first verse, by surah number (slot 0 unused). */
  surahStart: readonly number[];
}

let corpusCache: Corpus | undefined;
let translationsCache: CompiledTranslations | undefined;

/** The Qur'an with both spellings for every verse and word (from the compiled source, see compiled.ts). */
export function loadCorpus(): Corpus {
  corpusCache ??= inflate(compiledSource.corpus());
  return corpusCache;
}

function inflate(compiled: CompiledCorpus): Corpus {
  const surahs: Surah[] = compiled.surahs.map(([name, transliteration, english, type, verseCount], i) => ({
    number: i + 1,
    name,
    transliteration,
    english,
    type: type === 'medinan' ? 'medinan' : 'meccan',
    verseCount,
  }));
  const verses: Verse[] = [];
  const surahStart = [0];
  let v = 0;
  for (const surah of surahs) {
    surahStart.push(v);
    for (let ayah = 1; ayah <= surah.verseCount; ayah++, v++) {
      const [uthmani, standard, rasm] = compiled.verses[v]!;
      const u = uthmani.split(' ');
      const s = standard.split('|');
      const r = rasm.split(' ');
      const words: Word[] = u.map((w, i) => ({ index: i + 1, uthmani: w, standard: s[i]!, rasm: r[i]! }));
      verses.push({
        surah: surah.number,
        ayah,
        index: v,
        uthmani,
        standard: s.join(' '),
        rasm,
        words,
      });
    }
  }
  return { surahs, verses, surahStart };
}

function loadTranslations(): CompiledTranslations {
  translationsCache ??= compiledSource.translations();
  return translationsCache;
}

export function getSurah(n: number): Surah | undefined {
  return loadCorpus().surahs[n - 1];
}

export function getVerse(surah: number, ayah: number): Verse | undefined {
  const corpus = loadCorpus();
  const start = corpus.surahStart[surah];
  const info = corpus.surahs[surah - 1];
  if (start === undefined || !info || !Number.isInteger(ayah) || ayah < 1 || ayah > info.verseCount)
    return undefined;
  return corpus.verses[start + ayah - 1];
}

/** A verse's translation (Saheeh International for English). */
export function getTranslation(surah: number, ayah: number, lang: TranslationLanguage): string | undefined {
  const verse = getVerse(surah, ayah);
  return verse ? loadTranslations()[lang]?.[verse.index] : undefined;
}

export interface VerseText {
  surah: number;
  ayah: number;
  fromWord: number;
  toWord: number;
  uthmani: string;
  standard: string;
  rasm: string;
  /** Translations of the whole verse (a translation of a word range would be misleading). */
  translations: Record<TranslationLanguage, string>;
}

/** Text of a verse or of a 1-based inclusive word range of it, in both spellings. */
export function verseText(surah: number, ayah: number, fromWord = 1, toWord?: number): VerseText | undefined {
  const verse = getVerse(surah, ayah);
  if (!verse) return undefined;
  const last = toWord ?? verse.words.length;
  if (fromWord < 1 || last > verse.words.length || fromWord > last) return undefined;
  const words = verse.words.slice(fromWord - 1, last);
  const all = loadTranslations();
  const translations = Object.fromEntries(
    TRANSLATION_LANGUAGES.map((l) => [l, all[l]?.[verse.index] ?? '']),
  ) as Record<TranslationLanguage, string>;
  return {
    surah,
    ayah,
    fromWord,
    toWord: last,
    uthmani: words.map((w) => w.uthmani).join(' '),
    standard: words.map((w) => w.standard).join(' '),
    rasm: words.map((w) => w.rasm).join(' '),
    translations,
  };
}
