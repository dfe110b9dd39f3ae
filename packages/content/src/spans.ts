import { getSurah, lookupSpan, type TranslationLanguage } from '@lisan/arabic';
import type { JudgeSpan, VerseRef } from '@lisan/contract';

/** Languages besides English whose corpus translation a whole-verse phrase carries. */
const OTHER_TRANSLATION_LANGUAGES = [
  'id',
  'tr',
  'zh',
  'ur',
  'bn',
] as const satisfies readonly TranslationLanguage[];

export interface ResolvedSpan extends JudgeSpan {
  /** The span covers whole verses (so corpus translations apply). */
  whole: boolean;
  /** Corpus translations of the whole verse(s), by language; empty for a part of a verse. */
  translations: Record<string, string>;
  /** Saheeh International of the whole verse(s) the span lies in. */
  verseEnglish: string;
}

/**
 * A reference resolved through the corpus (@lisan/arabic's lookupSpan) into what content serves: the authored
 * English of a part of a verse, else the corpus translation. Returns an error message when the reference does
 * not exist.
 */
export function resolveSpan(ref: VerseRef, authoredEnglish?: string): ResolvedSpan | string {
  const span = lookupSpan(ref);
  if (typeof span === 'string') return span;
  const { verseTranslations, ...corpus } = span;
  const translations: Record<string, string> = {};
  if (span.whole)
    for (const lang of OTHER_TRANSLATION_LANGUAGES) translations[lang] = verseTranslations[lang];
  return {
    ...corpus,
    englishTranslation: authoredEnglish ?? (span.whole ? verseTranslations.en : ''),
    translations,
    verseEnglish: verseTranslations.en,
  };
}

/** The span as the judge reads it (without what only content serves). */
export function judgeSpan(span: ResolvedSpan): JudgeSpan {
  return {
    ref: span.ref,
    surahAyah: span.surahAyah,
    uthmani: span.uthmani,
    standard: span.standard,
    rasm: span.rasm,
    words: span.words,
    englishTranslation: span.englishTranslation,
  };
}

export function surahNameOf(surahNumber: number): {
  arabic: string;
  transliteration: string;
  english: string;
} {
  const surah = getSurah(surahNumber);
  return {
    arabic: surah?.name ?? '',
    transliteration: surah?.transliteration ?? '',
    english: surah?.english ?? '',
  };
}
