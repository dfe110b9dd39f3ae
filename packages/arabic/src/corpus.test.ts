import { describe, expect, it } from 'vitest';
import {
  TRANSLATION_LANGUAGES,
  getSurah,
  getTranslation,
  getVerse,
  loadCorpus,
  verseText,
} from './corpus.js';

describe('corpus', () => {
  it('holds 114 surahs and 6,236 verses', () => {
    const corpus = loadCorpus();
    expect(corpus.surahs).toHaveLength(114);
    expect(corpus.verses).toHaveLength(6236);
    expect(corpus.surahs.reduce((n, s) => n + s.verseCount, 0)).toBe(6236);
    expect(loadCorpus()).toBe(corpus);
  });

  it('names each surah in Arabic, transliteration and English', () => {
    const first = getSurah(1)!;
    expect(first).toMatchObject({
      number: 1,
      transliteration: 'Al-Fatihah',
      english: 'The Opener',
      type: 'meccan',
      verseCount: 7,
    });
    expect(first.name).toMatch(/^[\u0621-\u064A ]+$/u);
    expect(getSurah(2)!.type).toBe('medinan');
    expect(getSurah(114)!.verseCount).toBe(6);
    expect(getSurah(0)).toBeUndefined();
    expect(getSurah(115)).toBeUndefined();
  });

  it('looks verses up by surah and ayah', () => {
    const verse = getVerse(2, 255)!;
    expect(verse).toMatchObject({ surah: 2, ayah: 255 });
    expect(verse.words[0]!.index).toBe(1);
    expect(verse.standard).toBe(verse.words.map((w) => w.standard).join(' '));
    expect(getVerse(1, 8)).toBeUndefined();
    expect(getVerse(1, 0)).toBeUndefined();
  });

  it('gives translations in every supported language', () => {
    for (const lang of TRANSLATION_LANGUAGES) expect(getTranslation(1, 1, lang)!.length).toBeGreaterThan(5);
    expect(getTranslation(1, 2, 'en')).toMatch(/praise/iu);
    expect(getTranslation(200, 1, 'en')).toBeUndefined();
  });

  it('returns a word range in both spellings', () => {
    const verse = getVerse(1, 7)!;
    const part = verseText(1, 7, 2, 4)!;
    expect(part.uthmani).toBe(
      verse.words
        .slice(1, 4)
        .map((w) => w.uthmani)
        .join(' '),
    );
    expect(part.standard).toBe(
      verse.words
        .slice(1, 4)
        .map((w) => w.standard)
        .join(' '),
    );
    expect(part.translations.en).toBe(getTranslation(1, 7, 'en'));
    expect(verseText(1, 7)!.toWord).toBe(verse.words.length);
    expect(verseText(1, 7, 3, 2)).toBeUndefined();
    expect(verseText(1, 7, 1, 99)).toBeUndefined();
  });
});
