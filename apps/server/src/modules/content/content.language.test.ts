import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONTENT_DIR, getContentCatalog } from '@lisan/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscribedAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { requestLanguage } from './content.language.js';

let t: TestApp;
let learner: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  learner = await createSubscribedAccount(t.app, 'standard');
}, 180_000);
afterAll(async () => {
  await t.close();
});

const translations = (lang: string, kind: string) =>
  JSON.parse(readFileSync(join(DEFAULT_CONTENT_DIR, 'i18n', lang, `${kind}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...learner.auth, ...headers } });

describe('the language of content texts', () => {
  it('reads Accept-Language by quality, and ?lang= before it, English when it names none of ours', () => {
    expect(requestLanguage({}, 'tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(requestLanguage({}, 'fr-FR, de;q=0.9, id;q=0.5')).toBe('id');
    expect(requestLanguage({}, 'en;q=0.2, zh-CN;q=0.9')).toBe('zh');
    expect(requestLanguage({}, 'fr, de')).toBe('en');
    expect(requestLanguage({}, undefined)).toBe('en');
    expect(requestLanguage({ lang: 'sw' }, 'ar')).toBe('sw');
    // Ranked once and remembered: the same header gives the same answer, a long one is ranked every time.
    expect(requestLanguage({}, 'tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(requestLanguage({}, `${'x-private;q=0.1, '.repeat(20)}ar`)).toBe('ar');
  });

  it('serves a thematic exercise in the language Accept-Language asks for', async () => {
    const tr = translations('tr', 'themes')['bank-001']!;
    const view = (
      await get('/api/exercises/thematic/bank-001', { 'accept-language': 'tr-TR,tr;q=0.9' })
    ).json();
    expect(view.exercise.english).toBe(tr.themeEnglish);
    expect(view.exercise.details.description).toBe(tr.description);
    expect(view.questionBank.description).toBe(tr.description);
    // Without a language it stays English; ?lang= wins over the header.
    const english = (await get('/api/exercises/thematic/bank-001')).json();
    expect(english.exercise.english).toBe('Patience in hardship');
    const arabic = (
      await get('/api/exercises/thematic/bank-001?lang=ar', { 'accept-language': 'tr' })
    ).json();
    expect(arabic.exercise.details.description).toBe(translations('ar', 'themes')['bank-001']!.description);
  });

  it('gives a role-play its setting, role, goal and line in the language', async () => {
    const id = translations('id', 'roleplay')['roleplay-001']!;
    const view = (await get('/api/exercises/roleplay/roleplay-001', { 'accept-language': 'id' })).json();
    expect(view.exercise.details).toMatchObject({
      setting: id.setting,
      learnerRole: id.learnerRole,
      goal: id.goal,
    });
    expect(view.exercise.english).toBe(id.english);
    // The Arabic interface reads the other person's Arabic line itself: no gloss of it.
    const arabic = (await get('/api/exercises/roleplay/roleplay-001', { 'accept-language': 'ar' })).json();
    expect(arabic.exercise.english).toBeNull();
    expect(arabic.exercise.details.goal).toBe(translations('ar', 'roleplay')['roleplay-001']!.goal);
  });

  it('serves wisdom glosses and comparison questions in the language, and a whole verse in the corpus translation', async () => {
    const sentence = (
      await get('/api/exercises/transformation/wisdom-001', { 'accept-language': 'zh' })
    ).json();
    expect(sentence.exercise.english).toBe(translations('zh', 'wisdom')['wisdom-001']!.englishGloss);
    expect(sentence.sentence.englishGloss).toBe(translations('zh', 'wisdom')['wisdom-001']!.englishGloss);
    const comparison = (
      await get('/api/exercises/comparison/comparison-001', { 'accept-language': 'id' })
    ).json();
    expect(comparison.exercise.english).toBe(translations('id', 'comparison')['comparison-001']!.question);
    const english = (await get('/api/exercises/comparison/comparison-001')).json();
    expect(comparison.exercise.details.verses[0].englishTranslation).not.toBe(
      english.exercise.details.verses[0].englishTranslation,
    );
  });

  it('advises on a comparison answer in the language of the answer', async () => {
    const answer = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/validate-answer',
        headers: learner.auth,
        payload: {
          userAnswer: 'كتاب جميل',
          exerciseType: 'comparison',
          phraseId: 'comparison-001',
          userId: learner.id,
          language,
        },
      });
    const turkish: string[] = (await answer('tr')).json().suggestions;
    const english: string[] = (await answer('en')).json().suggestions;
    expect(turkish.length).toBeGreaterThan(0);
    expect(turkish.join(' ')).not.toBe(english.join(' '));
    expect(turkish.join(' ')).toMatch(/ayet/);
  });

  it('says why a listed verse fits a wisdom sentence in the language of the answer', async () => {
    const item = getContentCatalog()
      .itemsOf('transformation')
      .find((i) => i.itemId === 'wisdom-001')!;
    const verse = item.related.find((r) => r.surahAyah === '94:6')!;
    const answer = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/validate-answer',
        headers: learner.auth,
        payload: {
          userAnswer: verse.standard,
          exerciseType: 'transformation',
          philosophicalSentenceId: 'wisdom-001',
          userId: learner.id,
          language,
        },
      });
    const reasons = translations('tr', 'wisdom')['wisdom-001']!.reasons as unknown as Record<string, string>;
    const turkish = (await answer('tr')).json();
    expect(turkish.verdict).toBe('correct');
    expect(turkish.suggestions.join(' ')).toContain(reasons['94:6']);
    expect(turkish.suggestions.join(' ')).not.toContain(verse.reason);
    // English keeps the reason as written, the text the judge's meaning match reads.
    expect((await answer('en')).json().suggestions.join(' ')).toContain(verse.reason);
  });

  it('sends where a wisdom sentence comes from with the sentence, in the language', async () => {
    const view = (await get('/api/exercises/transformation/wisdom-001')).json();
    expect(view.sentence.source).toBe('Arabic proverb');
    const turkish = (
      await get('/api/exercises/transformation/wisdom-001', { 'accept-language': 'tr' })
    ).json();
    expect(turkish.sentence.source).toBe('Arap atasözü');
    const arabic = (await get('/api/exercises/transformation/wisdom-008?lang=ar')).json();
    expect(arabic.sentence.source).toBe(translations('ar', 'wisdom')['wisdom-008']!.source);
    expect(arabic.sentence.source).not.toMatch(/[A-Za-z]/);
    const random = (await get(`/api/philosophical-sentences/random?userId=${learner.id}`)).json();
    expect(random).toHaveProperty('source');
  });
});
