import { randomUUID } from 'node:crypto';
import {
  PLAN_EXERCISE_TYPES,
  type ExerciseType,
  type JudgeItem,
  type OfflineSession,
  type OfflineSyncResponse,
} from '@lisan/contract';
import { schema } from '@lisan/db';
import { modelAnswer } from '@lisan/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * Tomorrow's reviews kept offline: with today's session, GET /api/offline-session gives an item for each phrase
 * whose card falls due by the end of the learner's next local day, in their time zone, within their plan.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

/** The instant the day after tomorrow begins on the wall clock of a zone: written out here, not the server's helper. */
function endOfTomorrow(zone: string, now: Date): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: zone })
    .format(now)
    .split('-')
    .map(Number) as [number, number, number];
  // Search the hour (and then the minute) where the local date turns to the day after tomorrow.
  const target = new Date(Date.UTC(y, m - 1, d + 2)).toISOString().slice(0, 10);
  const dateAt = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(ms));
  let at = Date.UTC(y, m - 1, d + 2) - 15 * HOUR;
  while (dateAt(at) < target) at += HOUR;
  while (dateAt(at - 60_000) >= target) at -= 60_000;
  return new Date(at);
}

/** Phrases with an item of one of the plan's types, in library order. */
function phrasesWithItems(types: readonly ExerciseType[]): string[] {
  const { catalog } = t.app;
  const withItems = new Set<string>();
  for (const type of types)
    for (const id of catalog.itemIds(type))
      for (const phraseId of catalog.phraseIdsOf(catalog.getExerciseItem(type, id)!)) withItems.add(phraseId);
  return catalog.phrases.map((p) => p.id).filter((id) => withItems.has(id));
}

async function cardsDue(userId: string, dues: Record<string, Date>) {
  await t.db.db.insert(schema.srsCards).values(
    Object.entries(dues).map(([phraseId, due]) => ({
      userId,
      phraseId,
      due,
      stability: 3,
      difficulty: 5,
      elapsedDays: 1,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 2,
      lapses: 0,
      state: 2,
      lastReview: new Date(due.getTime() - 3 * 24 * HOUR),
      masteryLevel: 40,
    })),
  );
}

async function offlineSession(account: TestAccount, zone: string): Promise<OfflineSession> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/offline-session?userId=${account.id}`,
    headers: { ...account.auth, 'x-time-zone': zone },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as OfflineSession;
}

/** The phrases an item practises. */
const phrasesOf = ({ exercise }: OfflineSession['items'][number]) =>
  t.app.catalog.phraseIdsOf(t.app.catalog.getExerciseItem(exercise.type, exercise.itemId)!);

describe("GET /api/offline-session: tomorrow's reviews", () => {
  it('keeps the cards due by the end of the next local day in the learner’s zone, within the plan, not today’s', async () => {
    const account = await createAccount(t.app);
    const basic = PLAN_EXERCISE_TYPES.basic;
    const phrases = phrasesWithItems(basic);
    const inPool = phrases.filter((id) => t.app.catalog.phrases.findIndex((p) => p.id === id) < 100);
    const outsidePool = phrases.find((id) => !inPool.includes(id))!;
    const [overdue, beforeEnd, afterEnd, between, soon] = inPool as [string, string, string, string, string];
    const now = new Date();
    // Two zones seventeen hours apart: their "end of tomorrow" differs, and a card due between them counts only
    // for the later one.
    const tokyo = endOfTomorrow('Asia/Tokyo', now);
    const losAngeles = endOfTomorrow('America/Los_Angeles', now);
    const [first, last] = tokyo < losAngeles ? [tokyo, losAngeles] : [losAngeles, tokyo];
    const later = tokyo < losAngeles ? 'America/Los_Angeles' : 'Asia/Tokyo';
    const earlier = later === 'Asia/Tokyo' ? 'America/Los_Angeles' : 'Asia/Tokyo';
    await cardsDue(account.id, {
      [overdue]: new Date(now.getTime() - 48 * HOUR),
      [soon]: new Date(now.getTime() + HOUR),
      [beforeEnd]: new Date(first.getTime() - 30 * 60_000),
      [between]: new Date((first.getTime() + last.getTime()) / 2),
      [afterEnd]: new Date(last.getTime() + 30 * 60_000),
      // Practised while on a paid plan: outside Basic's library now, so not kept.
      [outsidePool]: new Date(now.getTime() + 2 * HOUR),
    });

    for (const [zone, end, expected] of [
      [earlier, first, [soon, beforeEnd]],
      [later, last, [soon, beforeEnd, between]],
    ] as const) {
      const session = await offlineSession(account, zone);
      // The card due now is today's: the session's first review, not kept again for tomorrow.
      expect(session.items[0]!.review).toBe(true);
      expect(phrasesOf(session.items[0]!)).toContain(overdue);
      const tomorrow = session.tomorrow!;
      expect(tomorrow.until).toBe(end.toISOString());
      // Soonest due first, one item each, every one a review of a type the plan opens.
      expect(tomorrow.items).toHaveLength(expected.length);
      for (const [index, phraseId] of expected.entries())
        expect(phrasesOf(tomorrow.items[index]!)).toContain(phraseId);
      for (const item of tomorrow.items) {
        expect(item.review).toBe(true);
        expect(basic).toContain(item.exercise.type);
      }
      expect(tomorrow.judgeItems.map((i) => i.itemId)).toEqual(tomorrow.items.map((i) => i.exercise.itemId));
    }
  });

  it('records an answer given offline on one of tomorrow’s reviews like any other', async () => {
    const account = await createAccount(t.app);
    const [phraseId] = phrasesWithItems(PLAN_EXERCISE_TYPES.basic);
    await cardsDue(account.id, { [phraseId!]: new Date(Date.now() + 5 * HOUR) });
    const session = await offlineSession(account, 'UTC');
    const kept = session.tomorrow!;
    expect(kept.items).toHaveLength(1);
    const { exercise } = kept.items[0]!;
    const item = kept.judgeItems[0] as unknown as JudgeItem;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offline-answers',
      headers: { ...account.auth, 'x-time-zone': 'UTC', 'sec-fetch-site': 'same-origin' },
      payload: {
        answers: [
          {
            idempotencyKey: randomUUID(),
            answeredAt: new Date().toISOString(),
            deviceVerdict: 'correct',
            userAnswer: modelAnswer(item),
            exerciseType: exercise.type,
            phraseId: exercise.subjectId,
            itemId: exercise.itemId,
            userId: account.id,
            elapsedMs: 3000,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const [result] = (res.json() as OfflineSyncResponse).results;
    expect(result).toMatchObject({ status: 'recorded', verdict: 'correct', changed: false });
    // Its card moved on: not due by the end of tomorrow any more, so no longer kept for tomorrow.
    expect((await offlineSession(account, 'UTC')).tomorrow!.items).toEqual([]);
  });

  it('keeps nothing for tomorrow for a learner with no cards', async () => {
    const account = await createAccount(t.app);
    const session = await offlineSession(account, 'Asia/Jakarta');
    expect(session.items).toHaveLength(10);
    expect(session.tomorrow!.items).toEqual([]);
  });
});
