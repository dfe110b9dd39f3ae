import { schema } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/user-progress for a learner with a card for thousands of phrases', () => {
  it('lists every card once, in phrase order, across the pages it is read in', async () => {
    const a = await createAccount(t.app);
    const other = await createAccount(t.app);
    const due = new Date('2030-01-01T00:00:00.000Z');
    const cards = (userId: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        userId,
        phraseId: `phrase-${String(i).padStart(5, '0')}`,
        due,
        stability: 1 + (i % 9),
        difficulty: 5,
        elapsedDays: 0,
        scheduledDays: 1,
        learningSteps: 0,
        reps: 1 + (i % 4),
        lapses: i % 2,
        state: 2,
        lastReview: new Date(due.getTime() - 86_400_000),
        masteryLevel: 0,
      }));
    const mine = cards(a.id, 2_345);
    for (let i = 0; i < mine.length; i += 500)
      await t.db.db.insert(schema.srsCards).values(mine.slice(i, i + 500));
    await t.db.db.insert(schema.srsCards).values(cards(other.id, 10));

    const res = await t.app.inject({ method: 'GET', url: `/api/user-progress/${a.id}`, headers: a.auth });
    expect(res.statusCode).toBe(200);
    const entries = res.json() as { phraseId: string; reps: number; lapses: number; due: string }[];
    expect(entries.map((e) => e.phraseId)).toEqual(mine.map((c) => c.phraseId));
    expect(entries[1_234]).toMatchObject({
      reps: mine[1_234]!.reps,
      lapses: mine[1_234]!.lapses,
      due: due.toISOString(),
    });
  });
});
