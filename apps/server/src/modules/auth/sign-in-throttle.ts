import { schema, eq, inArray, sql, type Database } from '@lisan/db';
import { tooManySignInAttemptsText } from '@lisan/contract';
import { TooManyRequestsError } from '../../errors.js';

const { signInThrottle } = schema;

/**
 * Brute-force protection for password checks. Failures are counted per account (by email, so unknown emails
 * count too) and per client address, in the database so that every app process shares the counts.
 * Past `slowAfter` failures in the window each further failed attempt answers more slowly; at `lockAfter` the
 * key is refused (429) until `lockMinutes` have passed, even with the right password. An address gets more
 * room than an account because many people can share one (an office, a mobile carrier).
 */
export const THROTTLE_POLICY = {
  windowMinutes: 15,
  account: { slowAfter: 4, lockAfter: 10, lockMinutes: 15 },
  address: { slowAfter: 20, lockAfter: 50, lockMinutes: 15 },
  /** Added per failure beyond `slowAfter`, up to `maxDelayMs`. */
  delayStepMs: 250,
  maxDelayMs: 2000,
} as const;

export interface ThrottleKeys {
  account: string;
  address?: string;
}

export const accountKey = (email: string) => `email:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;

function keysOf(keys: ThrottleKeys): string[] {
  return keys.address ? [keys.account, keys.address] : [keys.account];
}

/** Refuses with 429 while the account or the address is locked; the message says when to try again. */
export async function assertNotLocked(db: Database, keys: ThrottleKeys): Promise<void> {
  const rows = await db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(inArray(signInThrottle.key, keysOf(keys)));
  const now = Date.now();
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until > now) throw new TooManyRequestsError(tooManySignInAttemptsText((until - now) / 1000), 'sign_in_locked');
}

/**
 * Counts one failure for each key (one atomic upsert each, so concurrent attempts cannot lose counts), locks a
 * key that reached its limit, and waits the slow-down delay before returning.
 */
export async function recordFailure(db: Database, keys: ThrottleKeys): Promise<void> {
  const entries: [string, { slowAfter: number; lockAfter: number; lockMinutes: number }][] = [
    [keys.account, THROTTLE_POLICY.account],
  ];
  if (keys.address) entries.push([keys.address, THROTTLE_POLICY.address]);
  let delayMs = 0;
  for (const [key, policy] of entries) {
    const windowStart = sql`now() - make_interval(mins => ${THROTTLE_POLICY.windowMinutes})`;
    const [row] = await db
      .insert(signInThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: signInThrottle.key,
        set: {
          // A window that has passed (or a lock that has expired) starts the count again.
          failures: sql`case when ${signInThrottle.windowStartedAt} < ${windowStart} or ${signInThrottle.lockedUntil} <= now() then 1 else ${signInThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${signInThrottle.windowStartedAt} < ${windowStart} or ${signInThrottle.lockedUntil} <= now() then now() else ${signInThrottle.windowStartedAt} end`,
          lockedUntil: sql`case when ${signInThrottle.lockedUntil} <= now() then null else ${signInThrottle.lockedUntil} end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ failures: signInThrottle.failures });
    const failures = row?.failures ?? 1;
    if (failures >= policy.lockAfter) {
      await db
        .update(signInThrottle)
        .set({ lockedUntil: sql`now() + make_interval(mins => ${policy.lockMinutes})` })
        .where(eq(signInThrottle.key, key));
    } else if (failures > policy.slowAfter) {
      delayMs = Math.max(delayMs, Math.min(THROTTLE_POLICY.maxDelayMs, (failures - policy.slowAfter) * THROTTLE_POLICY.delayStepMs));
    }
  }
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/** A successful sign-in clears the account's count; the address keeps its count (it may be guessing others). */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, accountKey(email)));
}

/** The account's row, for the user's data export (it is keyed by their email address). */
export async function accountThrottleRow(db: Database, email: string) {
  const rows = await db
    .select({ failures: signInThrottle.failures, windowStartedAt: signInThrottle.windowStartedAt, lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, accountKey(email)));
  return rows[0] ?? null;
}
