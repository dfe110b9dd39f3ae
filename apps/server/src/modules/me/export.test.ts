import { userDataExportSchema } from '@lisan/contract';
import { schema } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { collectUserData } from '../../lib/user-data.js';

const PER_HOUR = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EXPORTS_PER_HOUR: String(PER_HOUR) });
});
afterAll(async () => {
  await t.close();
});

const exportOf = (account: TestAccount) =>
  t.app.inject({ method: 'GET', url: '/api/me/export', headers: account.auth });

/** `count` answers for the learner over the last days (some at the same instant, as a burst of answers can be),
 *  each with a named error, and a card per phrase. */
async function history(userId: string, count: number) {
  const base = Date.now() - count * 60_000;
  const attempts = Array.from({ length: count }, (_, i) => ({
    id: `${userId}-a${String(i).padStart(5, '0')}`,
    userId,
    exerciseType: 'completion',
    itemId: `p${i % 300}`,
    phraseId: `p${i % 300}`,
    userAnswer: `answer ${i}`,
    correctAnswer: 'AI Validated',
    verdict: i % 3 === 0 ? 'incorrect' : 'correct',
    judge: 'builtin',
    // Pairs share a timestamp: the order must still be complete.
    createdAt: new Date(base + Math.floor(i / 2) * 60_000),
  }));
  for (let i = 0; i < attempts.length; i += 500)
    await t.db.db.insert(schema.exerciseAttempts).values(attempts.slice(i, i + 500));
  const errors = attempts.map((a) => ({
    attemptId: a.id,
    ordinal: 0,
    userId,
    class: 'word',
    expected: 'x',
    typed: 'y',
    exerciseType: 'completion',
    itemId: a.itemId,
    source: 'diff',
    createdAt: a.createdAt,
  }));
  for (let i = 0; i < errors.length; i += 500)
    await t.db.db.insert(schema.attemptErrors).values(errors.slice(i, i + 500));
  const cards = Array.from({ length: 300 }, (_, i) => ({
    userId,
    phraseId: `p${i}`,
    due: new Date(),
    stability: 1,
    difficulty: 5,
    elapsedDays: 0,
    scheduledDays: 1,
    learningSteps: 0,
    reps: 1,
    lapses: 0,
    state: 1,
    masteryLevel: i % 100,
  }));
  await t.db.db.insert(schema.srsCards).values(cards);
  return attempts;
}

describe('GET /api/me/export of a long history', () => {
  it('streams every answer once, in order, as the same document the export always was', async () => {
    const a = await createAccount(t.app);
    const other = await createAccount(t.app);
    const attempts = await history(a.id, 2_500);
    await history(other.id, 40);

    const res = await exportOf(a);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lisan-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = userDataExportSchema.parse(res.json());
    expect(body).toMatchObject({ format: 'lisan-user-data/1', userId: a.id });

    const exported = body.data.exerciseAttempts as { id: string; userId: string; isCorrect: string }[];
    expect(exported.map((row) => row.id)).toEqual(attempts.map((row) => row.id));
    expect(new Set(exported.map((row) => row.userId))).toEqual(new Set([a.id]));
    expect(exported[0]!.isCorrect).toBe('false');
    expect((body.data.progress as unknown[]).length).toBe(300);
    const analytics = body.data.analytics as {
      answerErrors: { attemptId: string }[];
      spokenTries: unknown[];
    };
    expect(analytics.answerErrors.map((e) => e.attemptId)).toEqual(attempts.map((row) => row.id));
    expect(analytics.spokenTries).toEqual([]);

    // The streamed text is the document the whole export collected in memory would be.
    const collected = JSON.parse(JSON.stringify(await collectUserData(t.db.db, a.id)));
    expect(body.data).toEqual(collected);
  });

  it(`allows ${PER_HOUR} exports an hour per account, then answers 429 saying when to come back`, async () => {
    const a = await createAccount(t.app);
    const b = await createAccount(t.app);
    for (let i = 0; i < PER_HOUR; i++) expect((await exportOf(a)).statusCode).toBe(200);
    const refused = await exportOf(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: `You can download your data ${PER_HOUR} times an hour. Please try again in 60 minutes.`,
    });
    // Another account is not held back by it.
    expect((await exportOf(b)).statusCode).toBe(200);
  });
});
