import { randomUUID } from 'node:crypto';
import { schema, and, eq, gt, isNull, type Database } from '@lisan/db';

const { passwordResetTokens } = schema;

/** Whether the account was sent a reset link after `since` (the resend limit). */
export async function hasResetTokenSince(db: Database, userId: string, since: Date): Promise<boolean> {
  const recent = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)))
    .limit(1);
  return recent.length > 0;
}

/** Stores a reset link's token by its hash only: the database never holds a working link. */
export async function insertResetToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values({ id: randomUUID(), ...token });
}

/** The unused, unexpired token with this hash. */
export async function findOpenResetToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; userId: string } | undefined> {
  const rows = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Spends the token in the same statement that checks it is unused, so two concurrent confirms cannot both win.
 * False when it was spent already.
 */
export async function spendResetToken(db: Database, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return spent.length > 0;
}

/** Spends every other open link of the account. */
export async function spendResetTokensOf(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** When the user asked for reset links, and whether each was used (never the token hash): their data export. */
export async function resetRequestsOf(db: Database, userId: string) {
  return db
    .select({
      createdAt: passwordResetTokens.createdAt,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, userId));
}
