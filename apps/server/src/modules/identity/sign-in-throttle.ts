import type { Database } from '@lisan/db';
import { signInSlowedText, tooManySignInAttemptsText } from '@lisan/contract';
import { TooManyRequestsError } from '../../errors.js';
import { rateLimitKeyOf } from '../../lib/client-address.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './auth.repository.js';

/**
 * Brute-force protection for password checks, in the database so every app process shares the counts.
 * Failures are counted three ways within a window:
 * - per account and address: past `slowAfter` each failure answers more slowly; at `lockAfter` that pair is refused
 *   (429) until `lockMinutes` have passed, even with the right password. Only the pair: a stranger elsewhere
 *   cannot lock the owner out, and the owner's right password from another address still works;
 * - per account (any address) and per address (any account): these only slow the answers down, never lock, so a
 *   distributed guesser is slowed without anyone being able to lock an account, and the many people behind one
 *   proxy or carrier address are never all shut out together;
 * - past `account.turnsAfter` failures from anywhere, the account's password is checked at most once per turn, a
 *   gap growing by `turnStepMs` per failure up to `maxTurnGapMs`; a check before its turn is a 429 with
 *   Retry-After. A guesser with a thousand addresses then gets two guesses a minute at this account, not a
 *   thousand; the owner waits seconds, never a lock.
 * An address is its rate-limit key: an IPv6 client's whole /64 is one address, as one subscriber holds it.
 * A password-reset link clears every count of its account.
 */
export const THROTTLE_POLICY = {
  windowMinutes: 15,
  pair: { slowAfter: 4, lockAfter: 10, lockMinutes: 15 },
  account: { slowAfter: 10, turnsAfter: 20, turnStepMs: 1000, maxTurnGapMs: 30_000 },
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
  /** When the account's next password check may run, once it is guessed at from many addresses. */
  turn: string;
}

const accountKey = (email: string) => `email:${email}`;
const turnKey = (email: string) => `turn:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;
const pairPrefix = (email: string) => `pair:${email}|`;
export const throttleKeys = (email: string, ip: string): ThrottleKeys => {
  const address = rateLimitKeyOf(ip);
  return {
    account: accountKey(email),
    pair: `${pairPrefix(email)}${address}`,
    address: addressKey(address),
    turn: turnKey(email),
  };
};

/**
 * Before a password is checked: refuses with 429 while this account is locked for this address, or while the
 * account, guessed at from many addresses, waits for its next turn. The message says when to try again.
 */
export async function assertNotLocked(db: Database, keys: ThrottleKeys, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const until = (await repo.throttleLockedUntil(db, keys.pair))?.getTime() ?? 0;
  if (until > now)
    throw new TooManyRequestsError(
      tooManySignInAttemptsText((until - now) / 1000),
      'sign_in_locked',
      (until - now) / 1000,
    );
  const account = await repo.findThrottleRow(db, keys.account);
  const inWindow =
    account && account.windowStartedAt.getTime() > now - THROTTLE_POLICY.windowMinutes * 60_000;
  const failures = inWindow ? account.failures : 0;
  const { turnsAfter, turnStepMs, maxTurnGapMs } = THROTTLE_POLICY.account;
  if (failures < turnsAfter) return;
  const gapMs = Math.min(maxTurnGapMs, (failures - turnsAfter + 1) * turnStepMs);
  const turn = await repo.takeThrottleTurn(db, keys.turn, clock.now(), gapMs);
  if (turn === true) return;
  const waitSeconds = Math.max(1, (turn.getTime() - now) / 1000);
  throw new TooManyRequestsError(signInSlowedText(waitSeconds), 'sign_in_slowed', waitSeconds);
}

/**
 * Counts one failure for each key (one atomic upsert each, so concurrent attempts cannot lose counts), locks the
 * pair that reached its limit, and waits the slow-down delay before returning.
 */
export async function recordFailure(db: Database, keys: ThrottleKeys, clock: Clock): Promise<void> {
  const entries: [string, { slowAfter: number; lockAfter?: number; lockMinutes?: number }][] = [
    [keys.pair, THROTTLE_POLICY.pair],
    [keys.account, THROTTLE_POLICY.account],
    [keys.address, THROTTLE_POLICY.address],
  ];
  let delayMs = 0;
  for (const [key, policy] of entries) {
    const failures = await repo.countThrottleFailure(db, key, THROTTLE_POLICY.windowMinutes, clock.now());
    if (policy.lockAfter !== undefined && failures >= policy.lockAfter) {
      await repo.lockThrottleKey(db, key, policy.lockMinutes ?? 15, clock.now());
    } else if (failures > policy.slowAfter) {
      delayMs = Math.max(
        delayMs,
        Math.min(THROTTLE_POLICY.maxDelayMs, (failures - policy.slowAfter) * THROTTLE_POLICY.delayStepMs),
      );
    }
  }
  if (delayMs > 0) await clock.sleep(delayMs);
}

/** A successful sign-in clears the account's counts from this address; the address keeps its own count. */
export async function clearAccountFailures(db: Database, email: string, ip: string): Promise<void> {
  const keys = throttleKeys(email, ip);
  await repo.deleteThrottleKeys(db, [keys.account, keys.pair, keys.turn]);
}

/** Every count and lock of the account, from every address (a password reset; deleting the account). */
export async function clearAllAccountFailures(db: Database, email: string): Promise<void> {
  await repo.deleteThrottleKeysOf(db, accountKey(email), pairPrefix(email));
  await repo.deleteThrottleKeys(db, [turnKey(email)]);
}

/** The account's row, for the user's data export (it is keyed by their email address). */
export function accountThrottleRow(db: Database, email: string) {
  return repo.findThrottleRow(db, accountKey(email));
}
