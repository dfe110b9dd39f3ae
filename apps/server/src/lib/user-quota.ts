import { sql, type Database } from '@lisan/db';
import { TooManyRequestsError } from '../errors.js';

/**
 * A fixed window of `max` uses per key, counted in the database (`rate_limits`), so every instance on one
 * PostgreSQL shares it whatever counts the per-address limits (Redis, PostgreSQL or memory). For limits per
 * account on costly or outside-facing actions, where one upsert per use is cheap next to the action itself.
 * Throws 429 with `message(seconds)` once the window's uses are spent.
 */
export async function takeQuota(
  db: Database,
  key: string,
  max: number,
  windowSeconds: number,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  const result = await db.execute(
    sql`insert into rate_limits (key, count, reset_at)
          values (${`quota:${key}`}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, ceil(extract(epoch from (reset_at - now())))::int as ttl`,
  );
  const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
  if (row && Number(row.count) > max)
    throw new TooManyRequestsError(message(Math.max(1, Number(row.ttl))), 'rate_limited');
}
