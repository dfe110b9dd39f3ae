import { foldWord, tokenize } from '@lisan/arabic';
import type { Phrase, PhraseOption, PhraseOptions, UiLanguage } from '@lisan/contract';
import { getContentCatalog } from '@lisan/content';

/**
 * The teacher's phrase picker. A query with Arabic letters matches the phrase's words folded as the judge folds
 * them (hamza seats, ta marbuta, alef maqsura, vowels set aside), each query word a prefix of a word in order-free
 * fashion; "2" or "2:153" matches a reference; anything else matches the translation (the requested language and
 * English) or the surah's name.
 */

const ARABIC_LETTER = /[\u0621-\u064A]/u;
const REFERENCE = /^(\d{1,3})(?::(\d{1,3}))?$/u;

let foldedWords: Map<string, string[]> | undefined;

function wordsOf(phrase: Phrase): string[] {
  foldedWords ??= new Map();
  let words = foldedWords.get(phrase.id);
  if (!words) {
    words = tokenize(phrase.standardText).map(foldWord);
    foldedWords.set(phrase.id, words);
  }
  return words;
}

/** Lower case without Latin accents or apostrophes, so "anam" finds "An'am" and "fatiha" "Fātiḥah". */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’ʿʾ`-]/gu, '')
    .toLowerCase();

function matcher(query: string, lang: UiLanguage): (p: Phrase) => boolean {
  const reference = REFERENCE.exec(query);
  if (reference) {
    const surah = Number(reference[1]);
    const ayah = reference[2] === undefined ? undefined : Number(reference[2]);
    return (p) => p.ref.surah === surah && (ayah === undefined || p.ref.ayah === ayah);
  }
  if (ARABIC_LETTER.test(query)) {
    const wanted = tokenize(query).map(foldWord).filter(Boolean);
    return (p) => {
      const words = wordsOf(p);
      return wanted.every((w) => words.some((word) => word.startsWith(w)));
    };
  }
  const wanted = plain(query).split(/\s+/u).filter(Boolean);
  return (p) => {
    const haystack = plain(
      [
        p.englishTranslation,
        p.translations[lang] ?? '',
        p.surahName.english,
        p.surahName.transliteration,
        p.surahAyah,
      ].join(' '),
    );
    return wanted.every((w) => haystack.includes(w));
  };
}

export function searchPhrases(query: { q?: string; lang?: UiLanguage; limit?: number }): PhraseOptions {
  const lang = query.lang ?? 'en';
  const limit = query.limit ?? 20;
  const q = query.q?.trim() ?? '';
  const phrases = getContentCatalog().phrases;
  const found = q === '' ? phrases : phrases.filter(matcher(q, lang));
  return {
    total: found.length,
    phrases: found.slice(0, limit).map((p): PhraseOption => ({
      id: p.id,
      arabicText: p.arabicText,
      translation: (lang !== 'en' && p.translations[lang]) || p.englishTranslation,
      reference: p.surahAyah,
      surahName: lang === 'ar' ? p.surahName.arabic : p.surahName.transliteration,
    })),
  };
}
