import { sql } from '@lisan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/manual-clock.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Guests idle longer than GUEST_IDLE_DAYS are deleted with every row kept under their id; a guest's requests keep
 * it alive, refreshing its last-seen time at most once an hour.
 */
const clock = new ManualClock(Date.parse('2026-05-04T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GUEST_IDLE_DAYS: '30' }, { clock });
});
afterAll(async () => {
  await t?.close();
});

const rows = async (query: ReturnType<typeof sql>) =>
  (await t.db.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

/** A visitor's first answer saves their guest; answers the guest's cookie and id. */
async function guestWhoAnswered() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/validate-answer',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: {
      userAnswer: 'الحمد لله',
      exerciseType: 'completion',
      phraseId: 'short-001',
      userId: 'demo-user',
    },
  });
  expect(res.statusCode).toBe(200);
  const cookie = `lisan_guest=${res.cookies.find((c) => c.name === 'lisan_guest')!.value}`;
  const stats = await t.app.inject({ method: 'GET', url: '/api/daily-stats/demo-user', headers: { cookie } });
  return { cookie, id: (stats.json() as { userId: string }).userId };
}

const lastSeen = async (id: string) =>
  new Date(
    (await rows(sql`select last_seen_at from guests where id = ${id}`)).rows[0]!.last_seen_at as string,
  );
const setLastSeen = (id: string, at: Date) =>
  t.db.db.execute(sql`update guests set last_seen_at = ${at.toISOString()}::timestamptz where id = ${id}`);

/** Every table holding guest rows, and how many it holds for `id`. */
async function rowsOf(id: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'guests',
    'exercise_attempts',
    'srs_cards',
    'practice_days',
    'ai_usage',
    'speech_seconds_daily',
  ]) {
    const column = table === 'guests' ? 'id' : 'user_id';
    const result = await rows(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
    );
    counts[table] = result.rows[0]!.n as number;
  }
  return counts;
}

describe('idle guests', () => {
  it('are deleted with all their rows after the idle period; active guests stay', async () => {
    const idle = await guestWhoAnswered();
    const active = await guestWhoAnswered();
    for (const guest of [idle, active]) {
      await t.db.db.execute(
        sql`insert into ai_usage (user_id, day, count) values (${guest.id}, '2026-01-02', 3)`,
      );
      await t.db.db.execute(
        sql`insert into speech_seconds_daily (user_id, day, seconds) values (${guest.id}, '2026-01-02', 12)`,
      );
    }
    expect(await rowsOf(idle.id)).toMatchObject({ guests: 1, exercise_attempts: 1, ai_usage: 1 });
    await setLastSeen(idle.id, new Date(clock.now().getTime() - 31 * 86_400_000));
    await setLastSeen(active.id, new Date(clock.now().getTime() - 29 * 86_400_000));

    await t.app.jobs.runNow('idle-guests');
    expect(Object.values(await rowsOf(idle.id))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await rowsOf(active.id)).toMatchObject({
      guests: 1,
      exercise_attempts: 1,
      practice_days: 1,
      ai_usage: 1,
      speech_seconds_daily: 1,
    });
    // The pruned visitor's cookie now names no guest: they start afresh, as a new visitor.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/recent-activity/demo-user',
      headers: { cookie: idle.cookie },
    });
    expect(after.json()).toEqual([]);
  });

  it('are kept alive by their requests, the last-seen time written at most once an hour', async () => {
    const guest = await guestWhoAnswered();
    const twoHoursAgo = new Date(clock.now().getTime() - 2 * 3_600_000);
    await setLastSeen(guest.id, twoHoursAgo);
    const visit = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: guest.cookie } });
      expect(res.statusCode).toBe(200);
      await t.app.backgroundTasks.settled();
    };
    await visit('/api/daily-stats/demo-user');
    expect(await lastSeen(guest.id)).toEqual(clock.now());

    // Within the hour, a request writes nothing.
    clock.advance(30 * 60_000);
    await visit('/api/daily-stats/demo-user');
    expect(await lastSeen(guest.id)).toEqual(new Date(clock.now().getTime() - 30 * 60_000));

    // The random picks read the guest in their own statement, and refresh it the same way.
    clock.advance(31 * 60_000);
    await visit('/api/phrases/random/completion?userId=demo-user');
    expect(await lastSeen(guest.id)).toEqual(clock.now());

    // A guest seen within the period survives pruning.
    clock.advance(29 * 86_400_000);
    await t.app.jobs.runNow('idle-guests');
    expect((await rowsOf(guest.id)).guests).toBe(1);
  });
});
