import { getVerse } from '@lisan/arabic';
import { getContentCatalog } from '@lisan/content';
import { answerSubjectIds, EXERCISE_TYPES, PLAN_EXERCISE_TYPES, type ExerciseType } from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSubscribedAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { recordAnswer } from '../practice/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('what each plan opens', () => {
  it('keeps Basic (and anonymous practice) to its two exercise types, naming the plan that opens the rest', async () => {
    const basic = await createAccount(t.app);
    for (const headers of [{}, basic.auth]) {
      const conversation = await get('/api/phrases/random/conversation', headers);
      expect(conversation.statusCode).toBe(402);
      expect(conversation.json()).toMatchObject({ code: 'plan_required' });
      expect(conversation.json().message).toMatch(/Standard/);
      expect((await get('/api/philosophical-sentences/random', headers)).statusCode).toBe(402);
      expect((await get('/api/question-banks/random/thematic', headers)).statusCode).toBe(402);
      expect((await get('/api/phrases/random/completion', headers)).statusCode).toBe(200);
      expect((await get('/api/phrases/random/substitution', headers)).statusCode).toBe(200);
    }
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/validate-answer',
      payload: {
        userAnswer: 'سلام',
        exerciseType: 'conversation',
        // Not the type's sample (its first item), which every plan may try.
        phraseId: getContentCatalog().subjectIds('conversation')[1],
        questionBankId: null,
        philosophicalSentenceId: null,
      },
    });
    expect(answer.statusCode).toBe(402);
  });

  it.each([...EXERCISE_TYPES])(
    'lets a guest and a Basic learner try one sample %s before asking them to upgrade',
    async (type) => {
      const basic = await createAccount(t.app);
      for (const headers of [{}, basic.auth]) {
        const sample = await get(`/api/exercises/${type}/sample`, headers);
        expect(sample.statusCode, sample.body).toBe(200);
        const view = sample.json() as { type: string; subjectId: string; itemId: string };
        expect(view.type).toBe(type);
        // The same item by its own id, and answered: the judge checks it like any other.
        expect((await get(`/api/exercises/${type}/${view.subjectId}`, headers)).statusCode).toBe(200);
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/validate-answer',
          headers,
          payload: {
            userAnswer: 'سلام عليكم',
            exerciseType: type,
            ...answerSubjectIds(type as ExerciseType, view.subjectId),
          },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        // Any other item of a type the plan does not open still asks for the plan.
        if (!PLAN_EXERCISE_TYPES.basic.includes(type)) {
          const catalog = getContentCatalog();
          // Another item: a role-play scene is the item of several phrases, all of them the sample.
          const other = catalog
            .subjectIds(type)
            .find((id) => catalog.exerciseView(type, id)?.itemId !== view.itemId)!;
          expect((await get(`/api/exercises/${type}/${other}`, headers)).statusCode).toBe(402);
        }
      }
    },
  );

  it('keeps Basic to the first 100 phrases and opens the whole library to Standard', async () => {
    const catalog = getContentCatalog();
    const inside = catalog.phrases[0]!.id;
    const outside = catalog.phrases[500]!.id;
    expect((await get(`/api/exercises/completion/${inside}`)).statusCode).toBe(200);
    const blocked = await get(`/api/exercises/completion/${outside}`);
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json().message).toMatch(/Standard/);
    const pool = new Set(catalog.phrases.slice(0, 100).map((p) => p.id));
    for (let i = 0; i < 15; i++) {
      const picked = (await get('/api/phrases/random/completion')).json();
      expect(pool.has(picked.id), picked.id).toBe(true);
    }
    const standard = await createSubscribedAccount(t.app, 'standard');
    expect((await get(`/api/exercises/completion/${outside}`, standard.auth)).statusCode).toBe(200);
  });

  it("opens every verse of the Qur'an to Premium as a completion exercise, judged and recorded like a phrase", async () => {
    const premium = await createSubscribedAccount(t.app, 'premium');
    const res = await get('/api/exercises/completion/verse-2-255', premium.auth);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.phrase).toMatchObject({
      id: 'verse-2-255',
      surahAyah: '2:255',
      arabicText: getVerse(2, 255)!.uthmani,
    });
    expect(view.exercise.arabic).toContain('_____');

    const standard = await createSubscribedAccount(t.app, 'standard');
    const blocked = await get('/api/exercises/completion/verse-2-255', standard.auth);
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json().message).toMatch(/Premium/);
    expect((await get('/api/exercises/completion/verse-115-1', premium.auth)).statusCode).toBe(404);

    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/validate-answer',
      headers: premium.auth,
      payload: {
        userAnswer: getVerse(2, 255)!.standard,
        exerciseType: 'completion',
        phraseId: 'verse-2-255',
        questionBankId: null,
        philosophicalSentenceId: null,
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ isCorrect: true });
    const progress = await get(`/api/user-progress/${premium.id}`, premium.auth);
    expect(progress.json().map((p: { phraseId: string }) => p.phraseId)).toContain('verse-2-255');
  });

  it('offers a phrase that is due for review before new ones', async () => {
    const learner = await createSubscribedAccount(t.app, 'standard');
    const phraseId = getContentCatalog().phrases[42]!.id;
    // Answered wrongly two days ago: relearning, due long since.
    await recordAnswer(t.db.db, {
      userId: learner.id,
      exerciseType: 'completion',
      itemId: phraseId,
      phraseId,
      userAnswer: 'خطأ',
      correctAnswer: 'AI Validated',
      verdict: 'incorrect',
      judge: 'builtin',
      feedback: '',
      now: new Date(Date.now() - 2 * 86400_000),
    });
    const picked = await get('/api/phrases/random/completion', learner.auth);
    expect(picked.json().id).toBe(phraseId);
  });
});
