import { getTranslation, getVerse } from '@lisan/arabic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const identify = (q: string) =>
  t.app.inject({ method: 'GET', url: `/api/quran/identify?q=${encodeURIComponent(q)}` });
// Learner input is built from the corpus's own standard spelling, never typed here.
const standardWords = (surah: number, ayah: number) => getVerse(surah, ayah)!.standard.split(' ');

describe('GET /api/quran/identify', () => {
  it('finds a verse from six of its words', async () => {
    const res = await identify(standardWords(2, 255).slice(0, 6).join(' '));
    expect(res.statusCode).toBe(200);
    expect(res.json().candidates[0]).toMatchObject({
      surah: 2,
      ayah: 255,
      exact: true,
      surahAyah: '2:255',
      firstWord: 1,
    });
    expect(res.json().candidates[0].surahName.transliteration).toBeTruthy();
  });

  it('finds several verses typed together', async () => {
    const text = [1, 2, 3, 4].map((a) => getVerse(112, a)!.standard).join(' ');
    const best = (await identify(text)).json().candidates[0];
    expect(best).toMatchObject({ surah: 112, ayah: 1, endAyah: 4, surahAyah: '112:1-4', exact: true });
  });

  it("names the words that occur nowhere in the Qur'an", async () => {
    const res = await identify('كتبلوم فرتنيسا');
    expect(res.statusCode).toBe(200);
    expect(res.json().unknownWords).toEqual(['كتبلوم', 'فرتنيسا']);
  });

  it('refuses text without Arabic letters, and text over 2,000 characters', async () => {
    const latin = await identify('bismillah');
    expect(latin.statusCode).toBe(400);
    expect(latin.json().message).toMatch(/Arabic/);
    const long = await identify('ا'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/2000/);
    expect((await t.app.inject({ method: 'GET', url: '/api/quran/identify' })).statusCode).toBe(400);
  });
});

describe('GET /api/quran/identify with a long text', () => {
  it('answers the verse the text starts with, from a query of nearly 2,000 characters', async () => {
    let q = '';
    for (let ayah = 260; q.length < 1800; ayah++) q += `${getVerse(2, ayah)!.standard} `;
    q = q.slice(0, 1990);
    const res = await identify(q);
    expect(res.statusCode).toBe(200);
    expect(res.json().candidates[0]).toMatchObject({ surah: 2, ayah: 260, firstWord: 1 });
  });
});

describe('GET /api/quran/verses/{surah}:{ayah}', () => {
  it('gives both spellings and the translation in the requested language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/quran/verses/2:255?lang=id' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      surah: 2,
      ayah: 255,
      uthmani: getVerse(2, 255)!.uthmani,
      standard: getVerse(2, 255)!.standard,
      translation: { language: 'id', text: getTranslation(2, 255, 'id') },
    });
  });

  it('falls back to English for a language the corpus has no translation in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/quran/verses/94:6?lang=sw' });
    expect(res.json().translation).toMatchObject({
      language: 'en',
      source: 'Saheeh International',
      text: getTranslation(94, 6, 'en'),
    });
  });

  it('answers 404 for a verse that does not exist and 400 for a malformed reference', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/quran/verses/115:1' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/quran/verses/1:8' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/quran/verses/fatiha' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/surah:ayah/);
  });
});
