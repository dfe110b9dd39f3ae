import { describe, expect, it } from 'vitest';
import { getTranslation, getVerse } from './corpus.js';
import { describeRef, lookupSpan, spanContains } from './spans.js';

describe('lookupSpan', () => {
  it('gives a whole verse in three spellings with its translations', () => {
    const span = lookupSpan({ surah: 94, ayah: 6 });
    if (typeof span === 'string') throw new Error(span);
    const verse = getVerse(94, 6)!;
    expect(span).toMatchObject({ surahAyah: '94:6', uthmani: verse.uthmani, whole: true });
    expect(span.words.map((w) => w.standard).join(' ')).toBe(span.standard);
    expect(span.verseTranslations.en).toBe(getTranslation(94, 6, 'en'));
    expect(span.verseTranslations.tr).toBe(getTranslation(94, 6, 'tr'));
  });

  it('gives a word range of a verse, with the translation of the verse it lies in', () => {
    const span = lookupSpan({ surah: 2, ayah: 153, fromWord: 7, toWord: 10 });
    if (typeof span === 'string') throw new Error(span);
    expect(span.whole).toBe(false);
    expect(span.words).toHaveLength(4);
    expect(span.uthmani).toBe(
      getVerse(2, 153)!
        .words.slice(6, 10)
        .map((w) => w.uthmani)
        .join(' '),
    );
    expect(span.verseTranslations.en).toBe(getTranslation(2, 153, 'en'));
    // Every word of the verse is still a whole verse.
    const all = lookupSpan({ surah: 94, ayah: 6, fromWord: 1, toWord: getVerse(94, 6)!.words.length });
    expect(typeof all !== 'string' && all.whole).toBe(true);
  });

  it('joins consecutive verses of a passage', () => {
    const span = lookupSpan({ surah: 112, ayah: 1, toAyah: 4 });
    if (typeof span === 'string') throw new Error(span);
    expect(span.surahAyah).toBe('112:1-4');
    expect(span.uthmani).toBe([1, 2, 3, 4].map((a) => getVerse(112, a)!.uthmani).join(' '));
  });

  it('says what does not exist', () => {
    expect(lookupSpan({ surah: 115, ayah: 1 })).toBe('surah 115 does not exist');
    expect(lookupSpan({ surah: 114, ayah: 9 })).toBe('114:9 does not exist (surah 114 has 6 verses)');
    expect(lookupSpan({ surah: 112, ayah: 1, fromWord: 1, toWord: 9 })).toMatch(/word 9 does not exist/);
  });
});

describe('span references', () => {
  it('describes a reference for messages', () => {
    expect(describeRef({ surah: 2, ayah: 153, fromWord: 9, toWord: 12 })).toBe('2:153 w9-12');
    expect(describeRef({ surah: 112, ayah: 1, toAyah: 4 })).toBe('112:1-4');
  });

  it('knows when one span lies inside another', () => {
    expect(spanContains({ surah: 112, ayah: 1, toAyah: 4 }, { surah: 112, ayah: 2 })).toBe(true);
    expect(spanContains({ surah: 2, ayah: 153 }, { surah: 2, ayah: 153, fromWord: 7, toWord: 10 })).toBe(
      true,
    );
    expect(
      spanContains(
        { surah: 2, ayah: 153, fromWord: 1, toWord: 6 },
        { surah: 2, ayah: 153, fromWord: 7, toWord: 10 },
      ),
    ).toBe(false);
    expect(spanContains({ surah: 2, ayah: 153 }, { surah: 3, ayah: 153 })).toBe(false);
  });
});
