import { sql, type Database } from '@lisan/db';

/*
 * The `rate_limits` table: fixed-window counters shared by every instance on one PostgreSQL, for the per-account
 * quotas (lib/user-quota.ts) and the per-address request limits' PostgreSQL store (plugins/rate-limit.ts).
 */

const rowOf = (result: unknown) => (result as { rows: { count: number; ttl: number }[] }).rows[0];

/**
 * Adds `k` to the key's count, or starts a new window of `windowSeconds` with `k` when the old one has ended.
 * Answers the count after it and what is left of the window in `ttlUnit`s (seconds rounded up, or milliseconds).
 */
async function add(
  db: Database,
  key: string,
  k: number,
  windowSeconds: number,
  ttlUnit: 'seconds' | 'milliseconds',
): Promise<{ count: number; ttl: number } | undefined> {
  const ttl =
    ttlUnit === 'seconds'
      ? sql`ceil(extract(epoch from (reset_at - now())))::int`
      : sql`(extract(epoch from (reset_at - now())) * 1000)::int`;
  const result = await db.execute(
    sql`insert into rate_limits (key, count, reset_at) values (${key}, ${k}, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then ${k} else rate_limits.count + ${k} end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, ${ttl} as ttl`,
  );
  return rowOf(result);
}

/** One use of a per-account quota: the uses so far in the window and the seconds left of it. */
export function countQuotaUse(db: Database, key: string, windowSeconds: number) {
  return add(db, `quota:${key}`, 1, windowSeconds, 'seconds');
}

/** Claims `k` positions of a client's request window: the shared count after them and the milliseconds left. */
export function claimRequests(db: Database, key: string, k: number, windowMs: number) {
  return add(db, key, k, windowMs / 1000, 'milliseconds');
}

/** Drops counters whose window ended long ago, so the table stays small. */
export async function deleteEndedCounters(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '10 minutes'`);
}
