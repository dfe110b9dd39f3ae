import {
  getSurah,
  getTranslation,
  getVerse,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Verse,
} from './corpus.js';

/**
 * A span of the Qur'an by reference: one verse, a word range of one verse (`fromWord`–`toWord`, both or
 * neither), or whole consecutive verses (`ayah`–`toAyah`). The contract's VerseRef has this shape.
 */
export interface SpanRef {
  surah: number;
  ayah: number;
  fromWord?: number;
  toWord?: number;
  toAyah?: number;
}

export interface SpanWord {
  uthmani: string;
  standard: string;
  rasm: string;
}

/** The corpus text of a span, in the three spellings the judge compares. */
export interface CorpusSpan<R extends SpanRef = SpanRef> {
  ref: R;
  /** '2:153' or '112:1-4'. */
  surahAyah: string;
  uthmani: string;
  standard: string;
  rasm: string;
  words: SpanWord[];
  /** The span covers whole verses (not a part of one). */
  whole: boolean;
  /** Translations of the whole verse(s) the span lies in, by language (Saheeh International for English). */
  verseTranslations: Record<TranslationLanguage, string>;
}

export function surahAyahOf(ref: SpanRef): string {
  return ref.toAyah !== undefined ? `${ref.surah}:${ref.ayah}-${ref.toAyah}` : `${ref.surah}:${ref.ayah}`;
}

/** A readable form for messages: 2:153 w9-12. */
export function describeRef(ref: SpanRef): string {
  return ref.fromWord !== undefined
    ? `${ref.surah}:${ref.ayah} w${ref.fromWord}-${ref.toWord}`
    : surahAyahOf(ref);
}

/**
 * Looks a reference up in the corpus: the words of the span in three spellings and the translations of the
 * verse(s) it lies in. Returns a message saying what does not exist when the reference is not in the Qur'an.
 */
export function lookupSpan<R extends SpanRef>(ref: R): CorpusSpan<R> | string {
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
  let words: SpanWord[] = verses.flatMap((v) =>
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
  const verseTranslations = Object.fromEntries(
    TRANSLATION_LANGUAGES.map((lang) => [
      lang,
      verses.map((v) => getTranslation(v.surah, v.ayah, lang) ?? '').join(' '),
    ]),
  ) as Record<TranslationLanguage, string>;
  return {
    ref,
    surahAyah: surahAyahOf(ref),
    uthmani: words.map((w) => w.uthmani).join(' '),
    standard: words.map((w) => w.standard).join(' '),
    rasm: words.map((w) => w.rasm).join(' '),
    words,
    whole,
    verseTranslations,
  };
}

/** Does span `inner` lie inside span `outer` (same surah, within its verses and words)? */
export function spanContains(outer: SpanRef, inner: SpanRef): boolean {
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
