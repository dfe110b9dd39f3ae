import { randomUUID } from 'node:crypto';
import { lookupSpan } from '@lisan/arabic';
import {
  ERROR_TEXTS,
  type DailyStats,
  type JudgeItem,
  type OfflineAnswer,
  type OfflineSession,
  type OfflineSyncResponse,
} from '@lisan/contract';
import { eq, schema } from '@lisan/db';
import { modelAnswer } from '@lisan/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ZONE = 'Asia/Jakarta';
const headers = (account: TestAccount) => ({
  ...account.auth,
  'x-time-zone': ZONE,
  'sec-fetch-site': 'same-origin',
});

async function offlineSession(account: TestAccount): Promise<OfflineSession> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/offline-session?userId=${account.id}`,
    headers: headers(account),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as OfflineSession;
}

function answerTo(
  session: OfflineSession,
  index: number,
  account: TestAccount,
  text: 'right' | 'wrong',
  answeredAt: Date,
  deviceVerdict: OfflineAnswer['deviceVerdict'],
): OfflineAnswer {
  const { exercise } = session.items[index]!;
  const item = session.judgeItems[index] as unknown as JudgeItem;
  return {
    idempotencyKey: randomUUID(),
    answeredAt: answeredAt.toISOString(),
    deviceVerdict,
    userAnswer: text === 'right' ? modelAnswer(item) : 'كتاب جميل على الطاولة',
    exerciseType: exercise.type,
    phraseId: exercise.type === 'thematic' ? null : exercise.subjectId,
    itemId: exercise.itemId,
    userId: account.id,
    elapsedMs: 4000,
  };
}

const sync = (account: TestAccount, answers: OfflineAnswer[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/offline-answers',
    headers: headers(account),
    payload: { answers },
  });

const attemptsOf = (userId: string) =>
  t.db.db.select().from(schema.exerciseAttempts).where(eq(schema.exerciseAttempts.userId, userId));

/** YYYY-MM-DD of an instant in the test's time zone. */
const localDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);

describe('GET /api/offline-session: today’s practice to keep on the device', () => {
  it("gives the session with each item's judge-ready form, its Qur'anic text as the corpus has it", async () => {
    const account = await createAccount(t.app);
    const session = await offlineSession(account);
    expect(session.items).toHaveLength(10);
    expect(session.judgeItems.map((i) => i.itemId)).toEqual(session.items.map((i) => i.exercise.itemId));
    for (const raw of session.judgeItems) {
      const item = raw as unknown as JudgeItem;
      if (item.type !== 'completion' && item.type !== 'substitution') continue;
      // The reference may run over several verses (toAyah), so the whole span is looked up, not one verse.
      const span = lookupSpan(item.phrase.ref);
      if (typeof span === 'string') throw new Error(span);
      expect(item.phrase.uthmani).toBe(span.uthmani);
    }
  });

  it("refuses another learner's session", async () => {
    const [a, b] = [await createAccount(t.app), await createAccount(t.app)];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/offline-session?userId=${b.id}`,
      headers: headers(a),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/offline-answers: answers given offline, sent back online', () => {
  it('records each answer once, on the day it was given, with the server verdict and what changed', async () => {
    const account = await createAccount(t.app);
    const session = await offlineSession(account);
    // The day before the learner's today and a moment of that today, wherever in the day the test runs: 26 hours
    // back is two days back just after midnight in Jakarta (17:00 UTC). Jakarta keeps UTC+7 all year.
    const now = Date.now();
    const startOfToday = Date.parse(`${localDate(new Date(now))}T00:00:00+07:00`);
    const yesterday = new Date(startOfToday - 12 * 3_600_000);
    const earlier = new Date(Math.max(now - 60_000, startOfToday));
    const answers = [
      answerTo(session, 0, account, 'right', yesterday, 'correct'),
      // The device said right; the server's judge does not: the learner is told this one changed.
      answerTo(session, 1, account, 'wrong', yesterday, 'correct'),
      answerTo(session, 2, account, 'right', earlier, 'correct'),
    ];
    const first = await sync(account, answers);
    expect(first.statusCode).toBe(200);
    const { results } = first.json() as OfflineSyncResponse;
    expect(results.map((r) => r.status)).toEqual(['recorded', 'recorded', 'recorded']);
    expect(results.map((r) => r.isCorrect)).toEqual([true, false, true]);
    expect(results.map((r) => r.changed)).toEqual([false, true, false]);
    expect(results[1]!.feedback).not.toBe('');

    // The same upload again (a lost reply): nothing is recorded twice, the first verdicts come back.
    const again = (await sync(account, answers)).json() as OfflineSyncResponse;
    expect(again.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(again.results.map((r) => r.attemptId)).toEqual(results.map((r) => r.attemptId));

    const attempts = await attemptsOf(account.id);
    expect(attempts).toHaveLength(3);
    const byId = new Map(attempts.map((a) => [a.id, a]));
    expect(byId.get(results[0]!.attemptId!)!.createdAt.toISOString()).toBe(yesterday.toISOString());

    // Each answer counts on its own day in the learner's time zone: two days of practice, a streak of two.
    const days = await t.db.db
      .select()
      .from(schema.practiceDays)
      .where(eq(schema.practiceDays.userId, account.id));
    expect(days.map((d) => d.date).sort()).toEqual([localDate(yesterday), localDate(earlier)].sort());
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/daily-stats/${account.id}`,
      headers: headers(account),
    });
    const daily = stats.json() as DailyStats;
    expect(daily.exercicesCompleted).toBe(1);
    expect(daily.correctCount).toBe(1);
    expect(daily.streakDays).toBe(2);
  });

  it('records an answer once when two uploads of it arrive together', async () => {
    const account = await createAccount(t.app);
    const session = await offlineSession(account);
    const answer = answerTo(session, 0, account, 'right', new Date(Date.now() - 5_000), 'correct');
    const replies = await Promise.all([sync(account, [answer]), sync(account, [answer])]);
    const statuses = replies.map((r) => (r.json() as OfflineSyncResponse).results[0]!.status).sort();
    expect(statuses).toEqual(['duplicate', 'recorded']);
    expect(await attemptsOf(account.id)).toHaveLength(1);
  });

  it('refuses an answer dated in the future or too long ago, and records the rest', async () => {
    const account = await createAccount(t.app);
    const session = await offlineSession(account);
    const future = answerTo(session, 0, account, 'right', new Date(Date.now() + 3_600_000), 'correct');
    const old = answerTo(session, 1, account, 'right', new Date(Date.now() - 30 * 86_400_000), 'correct');
    const fine = answerTo(session, 2, account, 'right', new Date(Date.now() - 1_000), 'correct');
    const { results } = (await sync(account, [future, old, fine])).json() as OfflineSyncResponse;
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ['rejected', ERROR_TEXTS.offlineAnswerInFuture],
      ['rejected', ERROR_TEXTS.offlineAnswerTooOld],
      ['recorded', null],
    ]);
    expect(await attemptsOf(account.id)).toHaveLength(1);
  });

  it('refuses an upload for another learner and a malformed one, with a sentence', async () => {
    const [a, b] = [await createAccount(t.app), await createAccount(t.app)];
    const session = await offlineSession(b);
    const answer = answerTo(session, 0, b, 'right', new Date(), 'correct');
    expect((await sync(a, [answer])).statusCode).toBe(403);
    const bad = await sync(a, [{ ...answer, userId: a.id, idempotencyKey: 'not-a-uuid' }]);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(/idempotencyKey/);
  });
});
