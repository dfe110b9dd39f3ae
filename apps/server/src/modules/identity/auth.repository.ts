import { randomUUID } from 'node:crypto';
import { schema, and, eq, gt, inArray, isNull, ne, or, sql, type Database } from '@lisan/db';
import type { User } from '@lisan/contract';

const { users, sessions, signInThrottle } = schema;

export type UserRow = typeof users.$inferSelect;

/** The API's view of a user: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    // Stored as text; only contract values are ever written, so the cast only narrows the type.
    memorizationLevel: row.memorizationLevel as User['memorizationLevel'],
    nativeLanguage: row.nativeLanguage as User['nativeLanguage'],
    learningGoal: row.learningGoal as User['learningGoal'],
    dailyGoal: row.dailyGoal as User['dailyGoal'],
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function insertUser(
  db: Database,
  values: Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<UserRow | undefined> {
  // ON CONFLICT: two sign-ups racing for one email get one account and one 409, never a 500.
  const rows = await db
    .insert(users)
    .values({ id: randomUUID(), ...values })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return rows[0];
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

/**
 * The user of a live session, by its token's hash: none when the token is unknown, expired or revoked. The
 * user's stored time zone comes with it, so a request that needs it reads it no second time.
 */
export async function findSessionCaller(db: Database, tokenHash: string) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
      timeZone: users.timeZone,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return rows[0];
}

export async function insertSession(
  db: Database,
  values: { userId: string; tokenHash: string; persistent: boolean; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({ id: randomUUID(), ...values });
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given (the device that asked). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
  ];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

export async function listSessions(db: Database, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      persistent: sessions.persistent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt);
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

// Sign-in throttle counts (sign-in-throttle.ts holds the policy), keyed by account, address or the pair.

/** When the key's lock ends (null when it has none). */
export async function throttleLockedUntil(db: Database, key: string): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, key));
  return rows[0]?.lockedUntil ?? null;
}

/**
 * Counts one failure for the key in one atomic upsert (concurrent attempts cannot lose counts) and returns the
 * count in the current window. A window that has passed, or a lock that has expired, starts the count again.
 * `now` is the server's clock (not the database's), so the rules run on one time.
 */
export async function countThrottleFailure(
  db: Database,
  key: string,
  windowMinutes: number,
  now: Date,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${at} - make_interval(mins => ${windowMinutes})`;
  const restart = sql`${signInThrottle.windowStartedAt} < ${windowStart} or ${signInThrottle.lockedUntil} <= ${at}`;
  const [row] = await db
    .insert(signInThrottle)
    .values({ key, failures: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${restart} then 1 else ${signInThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${at} else ${signInThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${signInThrottle.lockedUntil} <= ${at} then null else ${signInThrottle.lockedUntil} end`,
        updatedAt: at,
      },
    })
    .returning({ failures: signInThrottle.failures });
  return row?.failures ?? 1;
}

export async function lockThrottleKey(db: Database, key: string, minutes: number, now: Date): Promise<void> {
  await db
    .update(signInThrottle)
    .set({ lockedUntil: new Date(now.getTime() + minutes * 60_000) })
    .where(eq(signInThrottle.key, key));
}

/**
 * Takes the key's next turn: true (and the following turn set `gapMs` later) when the last turn's gap has passed,
 * in one atomic upsert so concurrent callers cannot both take it; otherwise the time the next turn opens.
 */
export async function takeThrottleTurn(
  db: Database,
  key: string,
  now: Date,
  gapMs: number,
): Promise<true | Date> {
  const next = new Date(now.getTime() + gapMs);
  const taken = await db
    .insert(signInThrottle)
    .values({ key, failures: 0, windowStartedAt: now, lockedUntil: next, updatedAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: { lockedUntil: next, updatedAt: now },
      setWhere: sql`${signInThrottle.lockedUntil} is null or ${signInThrottle.lockedUntil} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ key: signInThrottle.key });
  if (taken.length > 0) return true;
  return (await throttleLockedUntil(db, key)) ?? now;
}

export async function deleteThrottleKeys(db: Database, keys: string[]): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, keys));
}

/** Deletes the key and every key starting with the prefix (an account's pairs from every address). */
export async function deleteThrottleKeysOf(db: Database, key: string, prefix: string): Promise<void> {
  await db
    .delete(signInThrottle)
    .where(or(eq(signInThrottle.key, key), sql`left(${signInThrottle.key}, ${prefix.length}) = ${prefix}`));
}

export async function findThrottleRow(db: Database, key: string) {
  const rows = await db
    .select({
      failures: signInThrottle.failures,
      windowStartedAt: signInThrottle.windowStartedAt,
      lockedUntil: signInThrottle.lockedUntil,
    })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, key));
  return rows[0] ?? null;
}

/** When a session was signed in (undefined for an unknown session). */
export async function sessionCreatedAt(db: Database, sessionId: string): Promise<Date | undefined> {
  const rows = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return rows[0]?.createdAt;
}
