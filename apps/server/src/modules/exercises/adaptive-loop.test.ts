import type { JudgeItemOf } from '@lisan/contract';
import { schema } from '@lisan/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSubscribedAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { getContentCatalog } from '@lisan/content';
import { localDateOf } from '../../lib/time.js';
import { findCard, dailyStats } from '../progress/index.js';
import { validateAnswer, type ExercisesDeps } from './exercises.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const catalog = getContentCatalog();
const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/validate-answer', payload, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the item judged is the item the learner saw', () => {
  it('opens and judges a substitution drill that is not the first on its phrase, by its own id', async () => {
    const learner = await createSubscribedAccount(t.app, 'standard');
    const drills = catalog.itemsOf('substitution').filter((s) => s.phraseId === 'short-024');
    expect(drills.length).toBeGreaterThan(2);
    const later = drills[drills.length - 1]!;
    const view = (await get(`/api/exercises/substitution/${later.itemId}`, learner.auth)).json();
    expect(view.itemId).toBe(later.itemId);
    expect(view.exercise.english).toBe(later.cueEnglish);
    expect(view.subjectId).toBe('short-024');

    // The screen sends the public API's phraseId and the item's own id: the drill shown is the one judged.
    const res = await post(
      {
        userAnswer: later.acceptedAnswers[0],
        exerciseType: 'substitution',
        phraseId: view.subjectId,
        itemId: view.itemId,
        userId: learner.id,
      },
      learner.auth,
    );
    expect(res.json()).toMatchObject({ isCorrect: true });
    const [attempt] = await t.db.db
      .select()
      .from(schema.exerciseAttempts)
      .where(eq(schema.exerciseAttempts.id, res.json().attemptId));
    expect(attempt!.itemId).toBe(later.itemId);

    // The public API's body alone (phraseId, no item id) still works: it opens the first drill on the phrase.
    const spec = await post(
      {
        userAnswer: drills[0]!.acceptedAnswers[0],
        exerciseType: 'substitution',
        phraseId: 'short-024',
        userId: learner.id,
      },
      learner.auth,
    );
    expect(spec.json()).toMatchObject({ isCorrect: true });
  });

  it(
    'serves many different substitution drills from the random read, not one per phrase',
    { timeout: 180_000 },
    async () => {
      const learner = await createSubscribedAccount(t.app, 'standard');
      const seen = new Set<string>();
      for (let i = 0; i < 30; i++)
        seen.add(
          (await get(`/api/exercises/substitution/random?userId=${learner.id}`, learner.auth)).json().itemId,
        );
      const firstPerPhrase = new Set(
        catalog.subjectIds('substitution').map((p) => catalog.getExerciseItem('substitution', p)!.itemId),
      );
      // Only 112 of the drills are the first on their phrase: most picks are drills that could never be opened before.
      expect([...seen].filter((id) => !firstPerPhrase.has(id)).length).toBeGreaterThan(5);
    },
  );
});

describe('reviews and retries', () => {
  it('counts only the first answer to an item in a sitting as the spaced-repetition review', async () => {
    const learner = await createSubscribedAccount(t.app, 'standard');
    const item = catalog.itemsOf('completion')[3]!;
    const body = {
      exerciseType: 'completion',
      phraseId: item.itemId,
      itemId: item.itemId,
      userId: learner.id,
    };
    const first = (await post({ ...body, userAnswer: 'كلمة خاطئة تماما' }, learner.auth)).json();
    expect(first.review).toBe(true);
    const card = await findCard(t.db.db, learner.id, item.phraseId);
    expect(card!.reps).toBe(1);
    const retry = (await post({ ...body, userAnswer: item.acceptedAnswers[0] }, learner.auth)).json();
    expect(retry).toMatchObject({ isCorrect: true, review: false });
    const after = await findCard(t.db.db, learner.id, item.phraseId);
    expect(after!.reps).toBe(1);
    expect(after!.lapses).toBe(card!.lapses);
    // Both answers are in the day's statistics.
    const today = (await get(`/api/daily-stats/${learner.id}`, learner.auth)).json();
    expect(today.exercicesCompleted).toBe(2);
  });

  it('brings the exact item answered wrongly back after two other answers', async () => {
    const learner = await createSubscribedAccount(t.app, 'standard');
    const drill = catalog.itemsOf('substitution')[120]!;
    await post(
      {
        userAnswer: 'خطأ خطأ',
        exerciseType: 'substitution',
        phraseId: drill.phraseId,
        itemId: drill.itemId,
        userId: learner.id,
      },
      learner.auth,
    );
    const next = (await get(`/api/exercises/substitution/random?userId=${learner.id}`, learner.auth)).json();
    expect(next.itemId).not.toBe(drill.itemId);
    for (const c of catalog.itemsOf('completion').slice(40, 42)) {
      await post(
        {
          userAnswer: c.acceptedAnswers[0],
          exerciseType: 'completion',
          phraseId: c.itemId,
          itemId: c.itemId,
          userId: learner.id,
        },
        learner.auth,
      );
    }
    const back = (await get(`/api/exercises/substitution/random?userId=${learner.id}`, learner.auth)).json();
    expect(back.itemId).toBe(drill.itemId);
  });

  it('moves no card of a phrase the learner never practised when answering a comparison', async () => {
    const learner = await createSubscribedAccount(t.app, 'standard');
    const comparison = catalog.itemsOf('comparison').find((c) => c.phraseIds.length > 0)!;
    const phraseId = comparison.phraseIds[0]!;
    const answer = {
      userAnswer: comparison.expectedAnswer,
      exerciseType: 'comparison',
      phraseId: comparison.itemId,
      userId: learner.id,
    };
    const res = (await post(answer, learner.auth)).json();
    expect(res.masteryLevel).toBeNull();
    expect(await findCard(t.db.db, learner.id, phraseId)).toBeUndefined();

    // Once the phrase has been practised, the comparison is a review of it.
    await post(
      { userAnswer: 'أي شيء', exerciseType: 'completion', phraseId, userId: learner.id },
      learner.auth,
    );
    const before = await findCard(t.db.db, learner.id, phraseId);
    await t.db.db
      .update(schema.exerciseAttempts)
      .set({ createdAt: new Date(Date.now() - 3 * 3600_000) })
      .where(
        and(
          eq(schema.exerciseAttempts.userId, learner.id),
          eq(schema.exerciseAttempts.itemId, comparison.itemId),
        ),
      );
    await post(answer, learner.auth);
    const after = await findCard(t.db.db, learner.id, phraseId);
    expect(after!.reps).toBe(before!.reps + 1);
  });

  it('starts a learner who knows the first paras with phrases from them', async () => {
    const learner = await createSubscribedAccount(t.app, 'standard');
    // As sign-up stores it (the answer to "how much have you memorised").
    await t.db.db
      .update(schema.users)
      .set({ memorizationLevel: 'para-1-3' })
      .where(eq(schema.users.id, learner.id));
    const auth = learner.auth;
    const user = { id: learner.id };
    for (let i = 0; i < 10; i++) {
      const view = (await get(`/api/exercises/completion/random?userId=${user.id}`, auth)).json();
      const ref = view.phrase.ref;
      expect(
        ref.surah === 1 || ref.surah === 2 || (ref.surah === 3 && ref.ayah < 93),
        view.phrase.surahAyah,
      ).toBe(true);
    }
  });
});

describe("the learner's practice day", () => {
  const deps = (): ExercisesDeps => ({ db: t.db.db, items: (type, id) => catalog.getExerciseItem(type, id) });
  const item = () => catalog.itemsOf('completion')[7] as JudgeItemOf<'completion'>;
  const answerAt = (userId: string, timeZone: string, now: Date) =>
    validateAnswer(
      deps(),
      { userAnswer: item().acceptedAnswers[0]!, exerciseType: 'completion', phraseId: item().itemId, userId },
      userId,
      { timeZone, now },
    );

  it('gives a New York learner who practised at 21:00 local a streak of 1, not 0', async () => {
    const learner = await createAccount(t.app);
    const nine = new Date('2026-03-10T01:00:00Z'); // 21:00 on 9 March in New York (EDT), already 10 March in UTC
    await answerAt(learner.id, 'America/New_York', nine);
    const stats = await dailyStats(t.db.db, learner.id, 'America/New_York', new Date('2026-03-10T02:00:00Z'));
    expect(stats.date).toBe('2026-03-09');
    expect(stats.streakDays).toBe(1);
  });

  it('gives a Riyadh learner who practised twice on one local day a streak of 1, not 2', async () => {
    const learner = await createAccount(t.app);
    await answerAt(learner.id, 'Asia/Riyadh', new Date('2026-05-05T22:30:00Z')); // 01:30 on 6 May in Riyadh
    await answerAt(learner.id, 'Asia/Riyadh', new Date('2026-05-06T17:00:00Z')); // 20:00 on 6 May in Riyadh
    const stats = await dailyStats(t.db.db, learner.id, 'Asia/Riyadh', new Date('2026-05-06T18:00:00Z'));
    expect(stats.streakDays).toBe(1);
  });

  it('takes the zone from the X-Time-Zone header the web client sends with the answer', async () => {
    const learner = await createAccount(t.app);
    const zone = 'Pacific/Kiritimati'; // UTC+14: its date differs from UTC's for ten hours of every day
    const res = await post(
      {
        userAnswer: item().acceptedAnswers[0],
        exerciseType: 'completion',
        phraseId: item().itemId,
        userId: learner.id,
      },
      { ...learner.auth, 'x-time-zone': zone },
    );
    expect(res.statusCode).toBe(200);
    const days = await t.db.db
      .select()
      .from(schema.practiceDays)
      .where(eq(schema.practiceDays.userId, learner.id));
    expect(days.map((d) => d.date)).toEqual([localDateOf(new Date(), zone)]);
  });
});
