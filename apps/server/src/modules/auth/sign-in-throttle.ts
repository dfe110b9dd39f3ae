import { schema, eq, inArray, or, sql, type Database } from '@lisan/db';
import { tooManySignInAttemptsText } from '@lisan/contract';
import { TooManyRequestsError } from '../../errors.js';

const { signInThrottle } = schema;

/**
 * Brute-force protection for password checks, in the database so every app process shares the counts.
 * Failures are counted three ways within a window:
 * - per account and address: past `slowAfter` each failure answers more slowly; at `lockAfter` that pair is refused
 *   (429) until `lockMinutes` have passed, even with the right password. Only the pair: a stranger elsewhere
 *   cannot lock the owner out, and the owner's right password from another address still works;
 * - per account (any address) and per address (any account): these only slow the answers down, never lock, so a
 *   distributed guesser is slowed without anyone being able to lock an account, and the many people behind one
 *   proxy or carrier address are never all shut out together.
 * A password-reset link clears every count of its account.
 */
export const THROTTLE_POLICY = {
  windowMinutes: 15,
  pair: { slowAfter: 4, lockAfter: 10, lockMinutes: 15 },
  account: { slowAfter: 10 },
  address: { slowAfter: 20 },
  /** Added per failure beyond `slowAfter`, up to `maxDelayMs`. */
  delayStepMs: 250,
  maxDelayMs: 2000,
} as const;

export interface ThrottleKeys {
  /** The account (by email), so unknown emails count too. */
  account: string;
  pair: string;
  address: string;
}

const accountKey = (email: string) => `email:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;
const pairPrefix = (email: string) => `pair:${email}|`;
export const throttleKeys = (email: string, ip: string): ThrottleKeys => ({
  account: accountKey(email),
  pair: `${pairPrefix(email)}${ip}`,
  address: addressKey(ip),
});

/** Refuses with 429 while this account is locked for this address; the message says when to try again. */
export async function assertNotLocked(db: Database, keys: ThrottleKeys): Promise<void> {
  const rows = await db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, keys.pair));
  const now = Date.now();
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until > now)
    throw new TooManyRequestsError(tooManySignInAttemptsText((until - now) / 1000), 'sign_in_locked');
}

/**
 * Counts one failure for each key (one atomic upsert each, so concurrent attempts cannot lose counts), locks the
 * pair that reached its limit, and waits the slow-down delay before returning.
 */
export async function recordFailure(db: Database, keys: ThrottleKeys): Promise<void> {
  const entries: [string, { slowAfter: number; lockAfter?: number; lockMinutes?: number }][] = [
    [keys.pair, THROTTLE_POLICY.pair],
    [keys.account, THROTTLE_POLICY.account],
    [keys.address, THROTTLE_POLICY.address],
  ];
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
    if (policy.lockAfter !== undefined && failures >= policy.lockAfter) {
      await db
        .update(signInThrottle)
        .set({ lockedUntil: sql`now() + make_interval(mins => ${policy.lockMinutes ?? 15})` })
        .where(eq(signInThrottle.key, key));
    } else if (failures > policy.slowAfter) {
      delayMs = Math.max(
        delayMs,
        Math.min(THROTTLE_POLICY.maxDelayMs, (failures - policy.slowAfter) * THROTTLE_POLICY.delayStepMs),
      );
    }
  }
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/** A successful sign-in clears the account's counts from this address; the address keeps its own count. */
export async function clearAccountFailures(db: Database, email: string, ip: string): Promise<void> {
  const keys = throttleKeys(email, ip);
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [keys.account, keys.pair]));
}

/** Every count and lock of the account, from every address (a password reset; deleting the account). */
export async function clearAllAccountFailures(db: Database, email: string): Promise<void> {
  const prefix = pairPrefix(email);
  await db
    .delete(signInThrottle)
    .where(
      or(
        eq(signInThrottle.key, accountKey(email)),
        sql`left(${signInThrottle.key}, ${prefix.length}) = ${prefix}`,
      ),
    );
}

/** The account's row, for the user's data export (it is keyed by their email address). */
export async function accountThrottleRow(db: Database, email: string) {
  const rows = await db
    .select({
      failures: signInThrottle.failures,
      windowStartedAt: signInThrottle.windowStartedAt,
      lockedUntil: signInThrottle.lockedUntil,
    })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, accountKey(email)));
  return rows[0] ?? null;
}
