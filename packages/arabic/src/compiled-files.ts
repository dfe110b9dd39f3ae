import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  CompiledCorpus,
  CompiledRoots,
  CompiledSource,
  CompiledTranslations,
  DeviceCorpus,
} from './compiled.js';
import { loadCorpus, TRANSLATION_LANGUAGES } from './corpus.js';
import { buildRootModel, type RootModel } from './roots-model.js';
import { rasmOfWord, splitUthmaniWords, standardSpellingOfWord } from './standard-spelling.js';

/*
 * The server's source of the compiled corpus: node_modules/quran-json compiled into generated/ (at build time, or
 * on first use when the files are missing or were made by older rules), and read from there.
 */

const here = dirname(fileURLToPath(import.meta.url));
export const GENERATED_DIR = join(here, '..', 'generated');
const CORPUS_FILE = join(GENERATED_DIR, 'corpus.json');
const TRANSLATIONS_FILE = join(GENERATED_DIR, 'translations.json');
const ROOTS_FILE = join(GENERATED_DIR, 'roots.json');
/** What the device judge downloads (the web build serves it as an asset). */
export const DEVICE_CORPUS_FILE = join(GENERATED_DIR, 'device-corpus.json');
const FORMAT = 1;
/** The rules the root model is compiled by: a change to one recompiles it. */
const ROOT_RULES = [
  'roots.ts',
  'roots-model.ts',
  'roots-patterns.ts',
  'roots-closed.ts',
  'vowels.ts',
  'fold.ts',
];

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
  for (const file of [
    'standard-spelling.ts',
    'spelling-exceptions.ts',
    'chars.ts',
    'corpus.ts',
    'compiled-files.ts',
  ]) {
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
  const translations: CompiledTranslations = { fingerprint: print };
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

function rootsFingerprint(): string {
  const hash = createHash('sha256').update(corpusFingerprint());
  for (const file of ROOT_RULES) {
    const path = join(here, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

function compiledRootsOf(model: RootModel): CompiledRoots {
  return {
    fingerprint: rootsFingerprint(),
    weights: [...model.weights].map(([root, [w, l]]) => [root, w, l]),
    forms: [...model.forms],
    spellings: [...model.spellings],
  };
}

/** Compiles the root model from the corpus into generated/roots.json (build time; also on first use). */
export function compileRoots(write = true): RootModel {
  const model = buildRootModel(loadCorpus());
  if (write) {
    try {
      mkdirSync(GENERATED_DIR, { recursive: true });
      writeAtomically(ROOTS_FILE, JSON.stringify(compiledRootsOf(model)));
    } catch {
      // A read-only install still works: the model just lives in memory for this process.
    }
  }
  return model;
}

let translationsCompiled: CompiledTranslations | undefined;

export const compiledSource: CompiledSource = {
  corpus() {
    const compiled = readCompiled<CompiledCorpus>(CORPUS_FILE, corpusFingerprint());
    if (compiled) return compiled;
    const fresh = compileCorpus();
    translationsCompiled = fresh.translations;
    return fresh.corpus;
  },
  translations() {
    return (
      translationsCompiled ??
      readCompiled<CompiledTranslations>(TRANSLATIONS_FILE, corpusFingerprint()) ??
      compileCorpus().translations
    );
  },
  roots() {
    return readCompiled<CompiledRoots>(ROOTS_FILE, rootsFingerprint()) ?? compiledRootsOf(compileRoots());
  },
};

/** The device judge's download: the compiled corpus, its English translation and the root model. */
export function deviceCorpus(): DeviceCorpus {
  return {
    corpus: compiledSource.corpus(),
    english: compiledSource.translations().en ?? [],
    roots: compiledSource.roots(),
  };
}
