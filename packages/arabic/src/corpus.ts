import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rasmOfWord, splitUthmaniWords, standardSpellingOfWord } from './standard-spelling.js';

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

/** On-disk form: positional arrays keep the file small and the parse fast. */
interface CompiledCorpus {
  fingerprint: string;
  surahs: Array<[name: string, transliteration: string, english: string, type: string, verseCount: number]>;
  /** Per verse: Uthmani words joined by spaces, standard words joined by `|`, rasm words joined by spaces. */
  verses: Array<[uthmani: string, standard: string, rasm: string]>;
}

type CompiledTranslations = { fingerprint: string } & Record<TranslationLanguage, string[]>;

const here = dirname(fileURLToPath(import.meta.url));
export const GENERATED_DIR = join(here, '..', 'generated');
const CORPUS_FILE = join(GENERATED_DIR, 'corpus.json');
const TRANSLATIONS_FILE = join(GENERATED_DIR, 'translations.json');
const FORMAT = 1;

const require = createRequire(import.meta.url);

interface SourceChapter {
  id: number;
  name: string;
  transliteration: string;
  translation?: string;
  type: string;
  total_verses: number;
  verses: Array<{ id: number; text: string; translation?: string }>;
}

function readSource(file: string): SourceChapter[] {
  return JSON.parse(readFileSync(require.resolve(`quran-json/dist/${file}`), 'utf8')) as SourceChapter[];
}

/**
 * Identifies the inputs of the compiled file: the source package and the spelling rules. A
 * generated file from older rules is recompiled instead of silently serving stale spellings.
 */
export function corpusFingerprint(): string {
  const hash = createHash('sha256').update(String(FORMAT));
  const pkg = JSON.parse(readFileSync(require.resolve('quran-json/package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pkg.version);
  for (const file of ['standard-spelling.ts', 'spelling-exceptions.ts', 'chars.ts', 'corpus.ts']) {
    const path = join(here, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Compiles the quran-json package into the generated files; returns the compiled corpus. */
export function compileCorpus(write = true): { corpus: CompiledCorpus; translations: CompiledTranslations } {
  const print = corpusFingerprint();
  const english = readSource('quran_en.json');
  const corpus: CompiledCorpus = { fingerprint: print, surahs: [], verses: [] };
  for (const chapter of readSource('quran.json')) {
    corpus.surahs.push([
      chapter.name,
      chapter.transliteration,
      english[chapter.id - 1]?.translation ?? '',
      chapter.type,
      chapter.total_verses,
    ]);
    for (const verse of chapter.verses) {
      const words = splitUthmaniWords(verse.text);
      const ref = `${chapter.id}:${verse.id}`;
      corpus.verses.push([
        words.join(' '),
        words.map((w) => standardSpellingOfWord(w, ref)).join('|'),
        words.map(rasmOfWord).join(' '),
      ]);
    }
  }
  const translations = { fingerprint: print } as CompiledTranslations;
  for (const lang of TRANSLATION_LANGUAGES) {
    const chapters = lang === 'en' ? english : readSource(`quran_${lang}.json`);
    translations[lang] = chapters.flatMap((c) => c.verses.map((v) => v.translation ?? ''));
  }
  if (write) {
    try {
      mkdirSync(GENERATED_DIR, { recursive: true });
      writeAtomically(CORPUS_FILE, JSON.stringify(corpus));
      writeAtomically(TRANSLATIONS_FILE, JSON.stringify(translations));
    } catch {
      // A read-only install still works: the corpus just lives in memory for this process.
    }
  }
  return { corpus, translations };
}

// Parallel test workers may compile at once; a rename never exposes a half-written file.
export function writeAtomically(file: string, text: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

function readCompiled<T extends { fingerprint: string }>(file: string, print: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as T;
    return data.fingerprint === print ? data : undefined;
  } catch {
    return undefined;
  }
}

let corpusCache: Corpus | undefined;
let translationsCache: CompiledTranslations | undefined;

/** The Qur'an with both spellings for every verse and word; compiled on first use if needed. */
export function loadCorpus(): Corpus {
  if (corpusCache) return corpusCache;
  const print = corpusFingerprint();
  let compiled = readCompiled<CompiledCorpus>(CORPUS_FILE, print);
  if (!compiled) {
    const fresh = compileCorpus();
    compiled = fresh.corpus;
    translationsCache = fresh.translations;
  }
  corpusCache = inflate(compiled);
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
  if (translationsCache) return translationsCache;
  translationsCache =
    readCompiled<CompiledTranslations>(TRANSLATIONS_FILE, corpusFingerprint()) ??
    compileCorpus().translations;
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
  return verse ? loadTranslations()[lang][verse.index] : undefined;
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
    TRANSLATION_LANGUAGES.map((l) => [l, all[l][verse.index] ?? '']),
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
