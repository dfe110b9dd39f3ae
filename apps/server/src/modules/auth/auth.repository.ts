import { randomUUID } from 'node:crypto';
import { schema, and, eq, gt, isNull, ne, type Database } from '@lisan/db';
import type { User } from '@lisan/contract';

const { users, sessions } = schema;

export type UserRow = typeof users.$inferSelect;

/** The API's view of a user (spec §3): never the password hash. */
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
