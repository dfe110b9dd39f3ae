import { randomUUID } from 'node:crypto';
import { schema } from '@lisan/db';
import { State } from 'ts-fsrs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import { findCard } from './progress.repository.js';
import { recordAnswer } from '../practice/index.js';
import { dailyStats, userProgress, weeklyStats, type AttemptInput } from './progress.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let userId: string;
beforeEach(() => {
  userId = `learner-${randomUUID()}`;
});

function answer(overrides: Partial<AttemptInput> & { now: Date }): AttemptInput {
  return {
    userId,
    exerciseType: 'completion',
    itemId: 'short-001',
    phraseId: 'short-001',
    userAnswer: 'إن مع العسر يسرا',
    correctAnswer: 'AI Validated',
    verdict: 'correct',
    judge: 'builtin',
    feedback: '',
    ...overrides,
  };
}

async function signedInUser() {
  const id = `user-${randomUUID()}`;
  const token = generateToken();
  await t.db.db.insert(schema.users).values({
    id,
    firstName: 'Amina',
    lastName: 'Yusuf',
    email: `${id}@example.com`,
    passwordHash: 'not-used-here',
  });
  await t.db.db.insert(schema.sessions).values({
    id: randomUUID(),
    userId: id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { id, headers: { authorization: `Bearer ${token}` } };
}

describe('daily statistics', () => {
  it('counts answers, distinct phrases and accuracy for the local day', async () => {
    const now = new Date('2026-05-05T10:00:00Z');
    await recordAnswer(t.db.db, answer({ now: new Date('2026-05-05T08:00:00Z') }));
    await recordAnswer(t.db.db, answer({ now: new Date('2026-05-05T08:05:00Z'), verdict: 'incorrect' }));
    await recordAnswer(
      t.db.db,
      answer({ now: new Date('2026-05-05T09:00:00Z'), phraseId: 'short-002', itemId: 'short-002' }),
    );
    const stats = await dailyStats(t.db.db, userId, 'UTC', now);
    expect(stats).toMatchObject({
      userId,
      date: '2026-05-05',
      exercicesCompleted: 3,
      correctCount: 2,
      phrasesUsed: 2,
      accuracyRate: 66.7,
      dailyTarget: 20,
    });
  });

  it('reports zeros, not NaN, before the first answer of the day', async () => {
    const stats = await dailyStats(t.db.db, userId, 'UTC', new Date('2026-05-05T10:00:00Z'));
    expect(stats).toMatchObject({ exercicesCompleted: 0, phrasesUsed: 0, accuracyRate: 0, streakDays: 0 });
  });

  it("counts an answer on the learner's own day across midnight and time zones", async () => {
    // 22:30 UTC is 01:30 the next morning in Riyadh.
    await recordAnswer(t.db.db, answer({ now: new Date('2026-05-05T22:30:00Z') }));
    const lateEvening = new Date('2026-05-05T23:00:00Z');
    expect((await dailyStats(t.db.db, userId, 'UTC', lateEvening)).exercicesCompleted).toBe(1);
    expect((await dailyStats(t.db.db, userId, 'Asia/Riyadh', lateEvening)).date).toBe('2026-05-06');
    expect((await dailyStats(t.db.db, userId, 'Asia/Riyadh', lateEvening)).exercicesCompleted).toBe(1);
    const nextUtcMorning = new Date('2026-05-06T08:00:00Z');
    expect((await dailyStats(t.db.db, userId, 'UTC', nextUtcMorning)).exercicesCompleted).toBe(0);
    expect((await dailyStats(t.db.db, userId, 'Asia/Riyadh', nextUtcMorning)).exercicesCompleted).toBe(1);
  });

  it('counts a streak of consecutive days, still alive before today’s first answer', async () => {
    for (const day of ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-05', '2026-05-06']) {
      await recordAnswer(t.db.db, answer({ now: new Date(`${day}T12:00:00Z`) }));
    }
    expect((await dailyStats(t.db.db, userId, 'UTC', new Date('2026-05-06T18:00:00Z'))).streakDays).toBe(2);
    expect((await dailyStats(t.db.db, userId, 'UTC', new Date('2026-05-07T06:00:00Z'))).streakDays).toBe(2);
    expect((await dailyStats(t.db.db, userId, 'UTC', new Date('2026-05-08T06:00:00Z'))).streakDays).toBe(0);
  });
});

describe('weekly statistics', () => {
  it('returns the last seven local days in order, with totals', async () => {
    await recordAnswer(t.db.db, answer({ now: new Date('2026-05-01T12:00:00Z') })); // outside the week
    await recordAnswer(t.db.db, answer({ now: new Date('2026-05-02T12:00:00Z') }));
    await recordAnswer(t.db.db, answer({ now: new Date('2026-05-08T12:00:00Z'), verdict: 'incorrect' }));
    const week = await weeklyStats(t.db.db, userId, 'UTC', new Date('2026-05-08T20:00:00Z'));
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
    ]);
    expect(week.days[0]).toMatchObject({ exercicesCompleted: 1, correctCount: 1, accuracyRate: 100 });
    expect(week.days[6]).toMatchObject({ exercicesCompleted: 1, correctCount: 0, accuracyRate: 0 });
    expect(week.totals).toMatchObject({
      exercicesCompleted: 2,
      correctCount: 1,
      accuracyRate: 50,
      phrasesUsed: 1,
    });
  });
});

describe('spaced repetition', () => {
  it('creates a card on the first answer and schedules it into the future', async () => {
    const now = new Date('2026-05-05T08:00:00Z');
    const result = await recordAnswer(t.db.db, answer({ now }));
    const card = await findCard(t.db.db, userId, 'short-001');
    expect(card?.reps).toBe(1);
    expect(card!.due.getTime()).toBeGreaterThan(now.getTime());
    expect(result.nextDue).toBe(card!.due.toISOString());
  });

  it('rates a quick correct first try Easy: it is scheduled later than a slow one', async () => {
    const now = new Date('2026-05-05T08:00:00Z');
    await recordAnswer(t.db.db, answer({ now, elapsedMs: 5_000 }));
    const quick = await findCard(t.db.db, userId, 'short-001');
    await recordAnswer(
      t.db.db,
      answer({ now, phraseId: 'short-002', itemId: 'short-002', elapsedMs: 90_000 }),
    );
    const slow = await findCard(t.db.db, userId, 'short-002');
    expect(quick!.due.getTime()).toBeGreaterThan(slow!.due.getTime());
  });

  it('grows mastery with correct answers spaced over days, past the mastered threshold', async () => {
    let now = new Date('2026-01-01T08:00:00Z');
    // Each review through a different item of the phrase: a second answer to one item in a sitting is a retry.
    for (let i = 0; i < 8; i++) {
      const { nextDue } = await recordAnswer(t.db.db, answer({ now, itemId: `item-${i}` }));
      now = new Date(nextDue!);
    }
    const [entry] = await userProgress(t.db.db, userId, now);
    expect(entry!.masteryLevel).toBeGreaterThanOrEqual(80);
  });

  it('sends a forgotten phrase back to relearning with a lapse, and mastery drops', async () => {
    let now = new Date('2026-01-01T08:00:00Z');
    for (let i = 0; i < 5; i++) {
      const { nextDue } = await recordAnswer(t.db.db, answer({ now, itemId: `item-${i}` }));
      now = new Date(nextDue!);
    }
    const before = (await userProgress(t.db.db, userId, now))[0]!.masteryLevel;
    await recordAnswer(t.db.db, answer({ now, verdict: 'incorrect', itemId: 'item-wrong' }));
    const card = await findCard(t.db.db, userId, 'short-001');
    expect(card?.lapses).toBe(1);
    expect(card?.state).toBe(State.Relearning);
    expect((await userProgress(t.db.db, userId, now))[0]!.masteryLevel).toBeLessThan(before);
  });

  it('lets mastery fade when a review is long overdue', async () => {
    let now = new Date('2026-01-01T08:00:00Z');
    for (let i = 0; i < 6; i++) {
      const { nextDue } = await recordAnswer(t.db.db, answer({ now }));
      now = new Date(nextDue!);
    }
    const onTime = (await userProgress(t.db.db, userId, now))[0]!.masteryLevel;
    const muchLater = new Date(now.getTime() + 365 * 86400_000);
    expect((await userProgress(t.db.db, userId, muchLater))[0]!.masteryLevel).toBeLessThan(onTime);
  });

  it('treats "almost" as Hard: scheduled sooner than a correct answer', async () => {
    const now = new Date('2026-05-05T08:00:00Z');
    await recordAnswer(t.db.db, answer({ now, verdict: 'almost' }));
    await recordAnswer(t.db.db, answer({ now, phraseId: 'short-009', itemId: 'short-009' }));
    const hard = await findCard(t.db.db, userId, 'short-001');
    const good = await findCard(t.db.db, userId, 'short-009');
    expect(hard!.due.getTime()).toBeLessThanOrEqual(good!.due.getTime());
    expect(hard!.reps).toBe(1);
  });
});

describe('progress endpoints and who may read them', () => {
  it('serves demo-user to anonymous callers and refuses any other id', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/daily-stats/demo-user' });
    expect(ok.statusCode).toBe(200);
    // 'demo-user' is this visitor's own guest: the answer names that guest.
    expect(ok.json()).toMatchObject({ userId: expect.stringMatching(/^guest-/), timeZone: 'UTC' });
    for (const url of [
      '/api/daily-stats/someone',
      '/api/user-progress/someone',
      '/api/weekly-stats/someone',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("refuses a signed-in learner another learner's statistics, and serves their own", async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    for (const path of ['daily-stats', 'user-progress', 'weekly-stats', 'recent-activity']) {
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/${path}/${other.id}`,
        headers: me.headers,
      });
      expect(theirs.statusCode, path).toBe(403);
      const demo = await t.app.inject({ method: 'GET', url: `/api/${path}/demo-user`, headers: me.headers });
      expect(demo.statusCode, path).toBe(403);
      const mine = await t.app.inject({ method: 'GET', url: `/api/${path}/${me.id}`, headers: me.headers });
      expect(mine.statusCode, path).toBe(200);
    }
  });

  it("refuses to record a session under another learner's id", async () => {
    const me = await signedInUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exercise-sessions',
      headers: me.headers,
      payload: {
        userId: 'someone-else',
        exerciseType: 'completion',
        phraseId: 'short-001',
        userAnswer: 'x',
        correctAnswer: 'AI Validated',
        isCorrect: 'true',
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it('uses the time zone the client sends and rejects one that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/daily-stats/demo-user?tz=Asia/Riyadh' });
    expect(res.json().timeZone).toBe('Asia/Riyadh');
    const header = await t.app.inject({
      method: 'GET',
      url: '/api/weekly-stats/demo-user',
      headers: { 'x-time-zone': 'Asia/Jakarta' },
    });
    expect(header.json().timeZone).toBe('Asia/Jakarta');
    const bad = await t.app.inject({ method: 'GET', url: '/api/daily-stats/demo-user?tz=Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/tz/);
  });
});

describe('exercise sessions are never counted twice', () => {
  it("matches the report to the validated attempt and answers with the server's verdict", async () => {
    const me = await signedInUser();
    const recorded = await recordAnswer(t.db.db, {
      ...answer({ now: new Date() }),
      userId: me.id,
      verdict: 'incorrect',
      userAnswer: 'إن مع العسر عسرا',
    });
    const payload = {
      userId: me.id,
      exerciseType: 'completion',
      phraseId: 'short-001',
      userAnswer: 'إن مع العسر عسرا',
      correctAnswer: 'AI Validated',
      isCorrect: 'true', // stale, as docs/rules.md warns
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exercise-sessions',
      headers: me.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: recorded.attemptId, isCorrect: 'false', counted: false });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/exercise-sessions',
      headers: me.headers,
      payload,
    });
    expect(again.statusCode).toBe(422);

    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/daily-stats/${me.id}`,
      headers: me.headers,
    });
    expect(stats.json()).toMatchObject({ exercicesCompleted: 1, correctCount: 0 });
  });

  it('refuses a report for an answer the server never checked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exercise-sessions',
      payload: {
        userId: 'demo-user',
        exerciseType: 'completion',
        phraseId: 'short-001',
        userAnswer: 'never checked',
        correctAnswer: 'AI Validated',
        isCorrect: 'true',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/validate-answer/);
  });
});
