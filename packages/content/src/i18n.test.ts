import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getContentCatalog } from './catalog/catalog.js';
import { loadTranslations, localisePhrase } from './i18n.js';
import { contentFixture } from './testing.js';

describe('content texts in the interface languages', () => {
  it('falls back to English for a text not translated yet', () => {
    // Every shipped text is translated, so the fallback is shown on a content folder with one text missing.
    const dir = contentFixture({
      'i18n/sw/phrases.json': { 'short-001': { lifeApplication: 'Maisha ya kila siku' } },
    });
    const partial = loadTranslations(dir);
    const phrase = getContentCatalog().phrases.find((p) => p.id === 'short-001')!;
    const swahili = localisePhrase(partial, 'sw', phrase);
    expect(swahili.lifeApplication).toBe('Maisha ya kila siku');
    expect(swahili.usageNote).toBe(phrase.usageNote);
    expect(partial.text('sw', 'phrases', 'short-001', 'englishTranslation')).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the meaning of a part of a verse', () => {
  it('is served in the learner language, from the translated texts', () => {
    const tr = loadTranslations();
    const phrase = getContentCatalog().phrases.find((p) => p.id === 'short-010')!;
    const turkish = localisePhrase(tr, 'tr', phrase);
    expect(turkish.englishTranslation).toBe(tr.text('tr', 'phrases', 'short-010', 'englishTranslation'));
    expect(turkish.englishTranslation).not.toBe(phrase.englishTranslation);
    expect(localisePhrase(tr, 'en', phrase).englishTranslation).toBe(phrase.englishTranslation);
  });
});

describe('the meaning of a whole verse the corpus has not translated into the language', () => {
  it('is said to be English in Swahili, and never shown in English in Arabic', () => {
    const dir = contentFixture({ 'i18n/sw/phrases.json': {} });
    const none = loadTranslations(dir);
    // 94:6 as a whole verse: the corpus translates it into English, not into Swahili or Arabic.
    const phrase = getContentCatalog().phrases.find((p) => p.id === 'short-001')!;
    expect(localisePhrase(none, 'sw', phrase).englishTranslation).toBe(
      `Maana kwa Kiingereza (tafsiri ya Kiswahili haipo): ${phrase.englishTranslation}`,
    );
    expect(localisePhrase(none, 'ar', phrase).englishTranslation).toBe('');
    rmSync(dir, { recursive: true, force: true });
  });
});
