import type { Database } from '@lisan/db';
import { TooManyRequestsError } from '../errors.js';
import { countQuotaUse } from './rate-limits.repository.js';

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
  const row = await countQuotaUse(db, key, windowSeconds);
  if (row && Number(row.count) > max)
    throw new TooManyRequestsError(message(Math.max(1, Number(row.ttl))), 'rate_limited');
}
