import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getVerse, verseText } from '@lisan/arabic';
import {
  ERROR_TEXTS,
  EXERCISE_TYPES,
  exerciseViewSchema,
  phraseSchema,
  phraseWithExerciseSchema,
} from '@lisan/contract';
import { schema } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscribedAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildCatalog, getContentCatalog } from './content.catalog.js';
import { hiddenWordPositions } from './content.prompts.js';
import { contentRepository } from './content.repository.js';

function fixture(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lisan-content-'));
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(data));
  }
  return dir;
}

const life = (n: number) => `A concrete everyday situation number ${n} where someone says it.`;

describe('content catalog (fixture files)', () => {
  const dir = fixture({
    'phrases/short.json': [
      {
        id: 'short-001',
        ref: { surah: 94, ayah: 6 },
        category: 'short',
        lifeApplication: life(1),
        tags: ['patience'],
        difficulty: 1,
      },
      {
        id: 'short-002',
        ref: { surah: 2, ayah: 153, fromWord: 7, toWord: 10 },
        category: 'short',
        englishTranslation: 'Indeed, Allah is with the patient.',
        lifeApplication: life(2),
        tags: ['patience'],
        difficulty: 1,
      },
      {
        id: 'short-003',
        ref: { surah: 2, ayah: 153, fromWord: 7, toWord: 10 },
        category: 'short',
        lifeApplication: life(3),
        tags: ['x1'],
        difficulty: 1,
      },
      {
        id: 'short-004',
        ref: { surah: 114, ayah: 9 },
        category: 'short',
        lifeApplication: life(4),
        tags: ['x1'],
        difficulty: 1,
      },
      {
        id: 'short-005',
        ref: { surah: 112, ayah: 1, toAyah: 4 },
        category: 'short',
        lifeApplication: life(5),
        tags: ['x1'],
        difficulty: 2,
      },
      { id: 'short-6', category: 'short' },
    ],
    'exercises/substitution.json': [
      {
        id: 'substitution-001',
        phraseId: 'short-002',
        slot: { fromWord: 4, toWord: 4 },
        cueEnglish: 'those who study',
        acceptedFillers: ['الدارسين'],
        agreementNote: 'Genitive plural after مع.',
      },
      {
        id: 'substitution-002',
        phraseId: 'short-002',
        slot: { fromWord: 4, toWord: 9 },
        cueEnglish: 'out of range',
        acceptedFillers: ['الدارسين'],
        agreementNote: 'Out of range.',
      },
      {
        id: 'substitution-003',
        phraseId: 'short-999',
        slot: { fromWord: 1, toWord: 1 },
        cueEnglish: 'no phrase',
        acceptedFillers: ['الدارسين'],
        agreementNote: 'No such phrase.',
      },
    ],
    'exercises/conversation.json': [
      {
        id: 'conversation-001',
        prompt: { arabic: 'أنا متعب جدا من الامتحانات', english: 'I am so tired of exams' },
        task: 'Encourage your friend.',
        phraseIds: ['short-001', 'short-002'],
        keyWords: ['يسرا'],
      },
    ],
    'wisdom/wisdom.json': [
      {
        id: 'wisdom-001',
        arabicText: 'الصبر مفتاح الفرج',
        englishGloss: 'Patience is the key to relief.',
        related: [
          {
            ref: { surah: 94, ayah: 6 },
            relation: 'close',
            reason: 'Ease comes with hardship, as relief follows patience.',
          },
          {
            ref: { surah: 2, ayah: 153, fromWord: 7, toWord: 10 },
            relation: 'close',
            reason: 'Allah is with the patient ones.',
          },
        ],
      },
    ],
  });
  const catalog = buildCatalog(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the Arabic of every phrase from the corpus at its reference', () => {
    const whole = catalog.getPhrase('short-001')!;
    expect(whole.arabicText).toBe(getVerse(94, 6)!.uthmani);
    expect(whole.surahAyah).toBe('94:6');
    expect(whole.englishTranslation.length).toBeGreaterThan(5);
    expect(Object.keys(whole.translations).sort()).toEqual(['bn', 'id', 'tr', 'ur', 'zh']);
    expect(whole.surahName.transliteration).toBe('Ash-Sharh');

    const part = catalog.getPhrase('short-002')!;
    expect(part.arabicText).toBe(verseText(2, 153, 7, 10)!.uthmani);
    expect(part.standardText).toBe(verseText(2, 153, 7, 10)!.standard);
    expect(part.surahAyah).toBe('2:153');
    expect(part.translations).toEqual({});

    const passage = catalog.getPhrase('short-005')!;
    expect(passage.surahAyah).toBe('112:1-4');
    expect(passage.arabicText).toBe([1, 2, 3, 4].map((a) => getVerse(112, a)!.uthmani).join(' '));
  });

  it('reports bad records and leaves them out', () => {
    const messages = catalog.issues.map((i) => `${i.id}: ${i.message}`).join('\n');
    expect(messages).toMatch(/short-003: .*needs an authored englishTranslation/);
    expect(messages).toMatch(/short-004: reference 114:9/);
    expect(messages).toMatch(/short-6/);
    expect(messages).toMatch(/substitution-002: slot 4-9 is outside/);
    expect(messages).toMatch(/substitution-003: phrase short-999 does not exist/);
    expect(catalog.getPhrase('short-003')).toBeUndefined();
    expect(catalog.phrases.map((p) => p.id)).toEqual(['short-001', 'short-002', 'short-005']);
  });

  it('derives one completion item per phrase, hiding content words', () => {
    expect(catalog.itemsOf('completion')).toHaveLength(3);
    const item = catalog.getExerciseItem('completion', 'short-001')!;
    // إن مع العسر يسرا: one word hidden, never إن or مع.
    expect(item.hiddenWords).toHaveLength(1);
    expect([3, 4]).toContain(item.hiddenWords[0]);
    expect(item.acceptedAnswers).toContain(item.phrase.standard);
    expect(item.prompt.arabic).toContain('_____');
    expect(item.prompt.arabic).not.toContain(item.answerWords[0]!.uthmani);
    const patient = catalog.getExerciseItem('completion', 'short-002')!;
    expect(patient.answerWords.map((w) => w.standard)).toEqual(['الصابرين']);
  });

  it('hides more words in longer and harder phrases, at most three', () => {
    const span = catalog.getPhraseSpan('short-005')!;
    expect(hiddenWordPositions(span, 2).length).toBeGreaterThanOrEqual(2);
    expect(hiddenWordPositions(span, 5).length).toBeLessThanOrEqual(3);
  });

  it('builds substitution answers with the filler in the slot', () => {
    const item = catalog.getExerciseItem('substitution', 'short-002')!;
    expect(item.itemId).toBe('substitution-001');
    expect(catalog.getExerciseItem('substitution', 'substitution-001')).toBe(item);
    expect(item.acceptedAnswers).toEqual(['إن الله مع الدارسين']);
    expect(item.slotWords.map((w) => w.standard)).toEqual(['الصابرين']);
    expect(item.prompt.arabic).toMatch(/\[.+\]$/);
    expect(item.prompt.english).toBe('those who study');
  });

  it('opens conversation items by any of their phrases, and wisdom sentences by id', () => {
    expect(catalog.getExerciseItem('conversation', 'short-002')?.itemId).toBe('conversation-001');
    const view = catalog.exerciseView('transformation', 'wisdom-001')!;
    expect(view.sentence?.arabicText).toBe('الصبر مفتاح الفرج');
    expect(view.exercise.details.relation).toBe('close or opposite meaning');
    const judge = catalog.getExerciseItem('transformation', 'wisdom-001')!;
    expect(judge.related.map((r) => r.surahAyah)).toEqual(['94:6', '2:153']);
    expect(catalog.exerciseView('thematic', 'nothing')).toBeUndefined();
  });
});

describe('content API', () => {
  let t: TestApp;
  const catalog = getContentCatalog();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores every phrase in the database at start-up, and an unchanged start-up writes nothing', async () => {
    const ids = await contentRepository(t.db.db).livePhraseIds();
    expect(ids.length).toBe(catalog.phrases.length);
    const again = await contentRepository(t.db.db).sync(catalog.rows, catalog.digest);
    expect(again.changed).toBe(false);
  });

  it('upserts by id and retires phrases that left the files instead of deleting them', async () => {
    const [first, ...rest] = catalog.rows.phrases;
    const changed = {
      ...catalog.rows,
      phrases: [{ ...first!, lifeApplication: `${first!.lifeApplication} (edited)` }, ...rest.slice(1)],
    };
    const result = await contentRepository(t.db.db).sync(changed, 'test-digest');
    expect(result.written).toBe(1);
    expect(result.retired).toBe(1);
    const rows = await t.db.db.select().from(schema.phrases);
    expect(rows.length).toBe(catalog.phrases.length);
    expect(rows.find((r) => r.id === rest[0]!.id)?.retiredAt).not.toBeNull();
    await contentRepository(t.db.db).sync(catalog.rows, catalog.digest);
    expect((await contentRepository(t.db.db).livePhraseIds()).length).toBe(catalog.phrases.length);
  });

  it('GET /api/phrases serves every phrase, with category, limit, offset and X-Total-Count', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/phrases' });
    expect(all.statusCode).toBe(200);
    const list = all.json() as unknown[];
    expect(list.length).toBe(catalog.phrases.length);
    expect(all.headers['x-total-count']).toBe(String(catalog.phrases.length));
    phraseSchema.parse(list[0]);

    const page = await t.app.inject({ method: 'GET', url: '/api/phrases?category=short&limit=5&offset=2' });
    const short = catalog.phrases.filter((p) => p.category === 'short');
    expect(page.json().map((p: { id: string }) => p.id)).toEqual(short.slice(2, 7).map((p) => p.id));
    expect(page.headers['x-total-count']).toBe(String(short.length));

    const bad = await t.app.inject({ method: 'GET', url: '/api/phrases?category=poems' });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/phrases/{id} serves the corpus text, or 404 Phrase not found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/phrases/short-001' });
    expect(res.statusCode).toBe(200);
    const phrase = phraseSchema.parse(res.json());
    expect(phrase.arabicText).toBe(getVerse(94, 6)!.uthmani);
    const missing = await t.app.inject({ method: 'GET', url: '/api/phrases/short-99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ERROR_TEXTS.phraseNotFound);
  });

  it('GET /api/phrases/random/{type} serves a phrase with the item prompt, 400 for an unknown type, 403 for another user', async () => {
    for (const type of ['completion', 'substitution'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/phrases/random/${type}?userId=demo-user` });
      expect(res.statusCode).toBe(200);
      const body = phraseWithExerciseSchema.parse(res.json());
      expect(body.exercise.type).toBe(type);
      // The item id it carries opens the same exercise (a phrase may have several items of a type).
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/exercises/${type}/${body.exercise.itemId}`,
      });
      expect(exerciseViewSchema.parse(view.json()).exercise.itemId).toBe(body.exercise.itemId);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/phrases/random/poetry' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ERROR_TEXTS.unknownExerciseType);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/phrases/random/completion?userId=someone-else',
    });
    expect(other.statusCode).toBe(403);
  });

  it('GET /api/exercises/{type}/{id} opens an item by the id in the exercise URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/exercises/completion/short-001' });
    expect(res.statusCode).toBe(200);
    const view = exerciseViewSchema.parse(res.json());
    expect(view.subjectId).toBe('short-001');
    expect(view.phrase?.id).toBe('short-001');
    expect(view.exercise.arabic).toContain('_____');
    const missing = await t.app.inject({ method: 'GET', url: '/api/exercises/completion/nope-001' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ERROR_TEXTS.exerciseNotFound);
  });

  it('GET /api/exercises/{type}/random picks an exercise of every type and serves its full view in one call', async () => {
    const learner = await createSubscribedAccount(t.app, 'standard');
    for (const type of EXERCISE_TYPES) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/exercises/${type}/random?userId=${learner.id}`,
        headers: learner.auth,
      });
      expect(res.statusCode, type).toBe(200);
      const view = exerciseViewSchema.parse(res.json());
      expect(view.type).toBe(type);
      // The view is the same one the item's own address serves.
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/exercises/${type}/${view.itemId}`,
        headers: learner.auth,
      });
      expect(again.json(), type).toEqual(res.json());
    }
    // The plan and the caller are checked as for the random reads.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/exercises/conversation/random' });
    expect(anonymous.statusCode).toBe(402);
    expect((await t.app.inject({ method: 'GET', url: '/api/exercises/completion/random' })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/exercises/completion/random?userId=someone-else' }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/exercises/poetry/random' })).statusCode).toBe(400);
  });

  it('serves wisdom sentences and question banks when there are any', async () => {
    // Philosophical Match and thematic are Standard exercises.
    const learner = await createSubscribedAccount(t.app, 'standard');
    const sentence = await t.app.inject({
      method: 'GET',
      url: '/api/philosophical-sentences/random',
      headers: learner.auth,
    });
    if (catalog.sentences.length) {
      expect(sentence.statusCode).toBe(200);
      expect(sentence.json()).toMatchObject({
        id: expect.any(String),
        arabicText: expect.any(String),
        exercise: { type: 'transformation' },
      });
    } else expect(sentence.statusCode).toBe(404);
    const bank = await t.app.inject({
      method: 'GET',
      url: '/api/question-banks/random/thematic',
      headers: learner.auth,
    });
    if (catalog.questionBanks.length) {
      expect(bank.statusCode).toBe(200);
      const body = bank.json();
      expect(Object.keys(body)).toEqual(
        expect.arrayContaining([
          'id',
          'theme',
          'themeEnglish',
          'description',
          'tags',
          'difficulty',
          'associatedPhrases',
        ]),
      );
      expect(body.associatedPhrases[0]).toMatchObject({
        surahAyah: expect.any(String),
        englishTranslation: expect.any(String),
      });
    } else expect(bank.statusCode).toBe(404);
  });
});
