import { rmSync } from 'node:fs';
import { getVerse } from '@lisan/arabic';
import { buildCatalog, getContentCatalog } from '@lisan/content';
import { contentFixture } from '@lisan/content/testing';
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
import { contentRepository } from './content.repository.js';

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

describe('content API on a catalog of its own', () => {
  // The catalog is a plugin's decorator: a test hands buildApp one built from fixture files, and a random pick
  // that always takes the first candidate, instead of mocking the module that loads content/.
  const dir = contentFixture({
    'phrases/short.json': [1, 2].map((n) => ({
      id: `short-00${n}`,
      ref: n === 1 ? { surah: 94, ayah: 6 } : { surah: 112, ayah: 1, toAyah: 4 },
      category: 'short',
      lifeApplication: `A concrete everyday situation number ${n} where someone says it.`,
      tags: ['fixture'],
      difficulty: 1,
    })),
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { catalog: buildCatalog(dir), randomIndex: () => 0 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves and stores that catalog, and picks with the pick it was given', async () => {
    const phrases = await t.app.inject({ method: 'GET', url: '/api/phrases' });
    expect(phrases.json().map((p: { id: string }) => p.id)).toEqual(['short-001', 'short-002']);
    expect((await contentRepository(t.db.db).livePhraseIds()).sort()).toEqual(['short-001', 'short-002']);
    for (let i = 0; i < 3; i++) {
      const random = await t.app.inject({ method: 'GET', url: '/api/exercises/completion/random' });
      expect(exerciseViewSchema.parse(random.json()).itemId).toBe('short-001');
    }
  });
});
