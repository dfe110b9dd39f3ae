import { getSurah, getTranslation, getVerse, type TranslationLanguage, type Verse } from '@lisan/arabic';
import type { JudgeSpan, JudgeWord, VerseRef } from '@lisan/contract';

/** Languages besides English whose corpus translation a whole-verse phrase carries. */
export const OTHER_TRANSLATION_LANGUAGES = [
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

export function surahAyahOf(ref: VerseRef): string {
  return ref.toAyah !== undefined ? `${ref.surah}:${ref.ayah}-${ref.toAyah}` : `${ref.surah}:${ref.ayah}`;
}

/** A readable form for messages: 2:153 w9-12. */
export function describeRef(ref: VerseRef): string {
  return ref.fromWord !== undefined
    ? `${ref.surah}:${ref.ayah} w${ref.fromWord}-${ref.toWord}`
    : surahAyahOf(ref);
}

/**
 * Resolves a reference through the corpus: the Uthmani words of the span, their standard and rasm spellings,
 * and the corpus translations. Returns an error message when the reference does not exist.
 */
export function resolveSpan(ref: VerseRef, authoredEnglish?: string): ResolvedSpan | string {
  const surah = getSurah(ref.surah);
  if (!surah) return `surah ${ref.surah} does not exist`;
  const lastAyah = ref.toAyah ?? ref.ayah;
  const verses: Verse[] = [];
  for (let ayah = ref.ayah; ayah <= lastAyah; ayah++) {
    const verse = getVerse(ref.surah, ayah);
    if (!verse)
      return `${ref.surah}:${ayah} does not exist (surah ${ref.surah} has ${surah.verseCount} verses)`;
    verses.push(verse);
  }
  let words: JudgeWord[] = verses.flatMap((v) =>
    v.words.map(({ uthmani, standard, rasm }) => ({ uthmani, standard, rasm })),
  );
  let whole = true;
  if (ref.fromWord !== undefined && ref.toWord !== undefined) {
    const count = verses[0]!.words.length;
    if (ref.toWord > count)
      return `${ref.surah}:${ref.ayah} has ${count} words; word ${ref.toWord} does not exist`;
    whole = ref.fromWord === 1 && ref.toWord === count;
    words = words.slice(ref.fromWord - 1, ref.toWord);
  }
  const translationOf = (lang: TranslationLanguage) =>
    verses.map((v) => getTranslation(v.surah, v.ayah, lang) ?? '').join(' ');
  const verseEnglish = translationOf('en');
  const translations: Record<string, string> = {};
  if (whole) for (const lang of OTHER_TRANSLATION_LANGUAGES) translations[lang] = translationOf(lang);
  return {
    ref,
    surahAyah: surahAyahOf(ref),
    uthmani: words.map((w) => w.uthmani).join(' '),
    standard: words.map((w) => w.standard).join(' '),
    rasm: words.map((w) => w.rasm).join(' '),
    words,
    englishTranslation: authoredEnglish ?? (whole ? verseEnglish : ''),
    whole,
    translations,
    verseEnglish,
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

/** Does span `inner` lie inside span `outer` (same surah, within its verses and words)? */
export function spanContains(outer: VerseRef, inner: VerseRef): boolean {
  if (outer.surah !== inner.surah) return false;
  const outerEnd = outer.toAyah ?? outer.ayah;
  const innerEnd = inner.toAyah ?? inner.ayah;
  if (inner.ayah < outer.ayah || innerEnd > outerEnd) return false;
  if (outer.fromWord === undefined) return true;
  if (inner.toAyah !== undefined) return false;
  const innerFrom = inner.fromWord ?? 1;
  const innerTo = inner.toWord ?? Number.MAX_SAFE_INTEGER;
  return innerFrom >= outer.fromWord && innerTo <= (outer.toWord ?? Number.MAX_SAFE_INTEGER);
}
