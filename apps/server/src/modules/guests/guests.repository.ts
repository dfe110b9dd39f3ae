import { schema, and, eq, lt, preparedQuery, sql, type Database, type Executor } from '@lisan/db';

/* The guests' storage: the guest rows, moving a guest's rows to an account, and deleting idle guests'. */

const { guests, exerciseAttempts, srsCards, practiceDays } = schema;

// Every request with a guest cookie reads its guest, and every new guest's first answer saves one: built once.
const guestByTokenHash = preparedQuery((db) =>
  db
    .select({ id: guests.id, lastSeenAt: guests.lastSeenAt })
    .from(guests)
    .where(eq(guests.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('guest_by_token_seen'),
);
const insertGuestRow = preparedQuery((db) =>
  db
    .insert(guests)
    .values({ id: sql.placeholder('id'), tokenHash: sql.placeholder('tokenHash') })
    .onConflictDoNothing()
    .prepare('insert_guest'),
);

export async function findGuest(
  db: Database,
  tokenHash: string,
): Promise<{ id: string; lastSeenAt: Date } | undefined> {
  const [row] = await guestByTokenHash(db).execute({ tokenHash });
  return row;
}

export async function insertGuest(db: Database, id: string, tokenHash: string): Promise<void> {
  await insertGuestRow(db).execute({ id, tokenHash });
}

/** Moves `last_seen_at` on to `now`, never back. */
export async function touchGuest(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(guests)
    .set({ lastSeenAt: now })
    .where(and(eq(guests.id, id), lt(guests.lastSeenAt, now)));
}

/**
 * The guest named by its token hash (placeholder `guestTokenHash`) as the row of another statement: `from` is the
 * clause, `id` and `lastSeenAt` its columns there.
 */
export const guestRowSql = {
  from: sql`from ${guests} guest where guest.token_hash = ${sql.placeholder('guestTokenHash')}`,
  id: sql`guest.id`,
  lastSeenAt: sql`guest.last_seen_at`,
};

/**
 * Moves a guest's rows to an account, inside the caller's transaction: every answer, the cards for phrases the
 * account has no card for yet (the account's own wins), the practice days; then the guest row goes.
 */
export async function moveGuestRows(tx: Executor, guestId: string, userId: string): Promise<void> {
  await tx.update(exerciseAttempts).set({ userId }).where(eq(exerciseAttempts.userId, guestId));
  await tx
    .update(srsCards)
    .set({ userId })
    .where(
      and(
        eq(srsCards.userId, guestId),
        sql`${srsCards.phraseId} not in (select phrase_id from srs_cards where user_id = ${userId})`,
      ),
    );
  await tx.delete(srsCards).where(eq(srsCards.userId, guestId));
  await tx.execute(
    sql`insert into practice_days (user_id, date) select ${userId}, date from practice_days where user_id = ${guestId} on conflict do nothing`,
  );
  await tx.delete(practiceDays).where(eq(practiceDays.userId, guestId));
  await tx.delete(guests).where(eq(guests.id, guestId));
}

/**
 * Every table that keeps a guest's rows under its id. They have no foreign key to a users or guests row (the
 * public API's ids are plain text), so pruning names them: a table that gains guest rows is added here.
 */
const GUEST_TABLES = [
  'exercise_attempts',
  'srs_cards',
  'practice_days',
  'attempt_errors',
  'grammar_weekly',
  'pronunciation_attempts',
  'pronunciation_weekly',
  'pronunciation_words',
  'vocabulary_words',
  'speech_seconds_daily',
  'ai_usage',
] as const;

/**
 * Deletes up to `limit` guests idle since before `cutoff` with all their rows, inside the caller's transaction.
 * The guest rows are taken FOR UPDATE SKIP LOCKED, so two instances pruning together share the work, and a guest
 * being merged into an account at that moment (which deletes the guest row too) is left to the merge. Answers how
 * many went.
 */
export async function deleteIdleGuests(tx: Executor, cutoff: Date, limit: number): Promise<number> {
  const idle = await tx
    .select({ id: guests.id })
    .from(guests)
    .where(lt(guests.lastSeenAt, cutoff))
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = idle.map((row) => row.id);
  if (ids.length === 0) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  for (const table of GUEST_TABLES)
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id in (${list})`);
  await tx.execute(sql`delete from guests where id in (${list})`);
  return ids.length;
}
