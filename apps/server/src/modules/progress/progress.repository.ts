import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, isNull, lt, schema, sql, type Database } from '@lisan/db';

const { exerciseAttempts, srsCards } = schema;

/** A database or an open transaction: repository functions run inside the caller's transaction when given one. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type AttemptRow = typeof exerciseAttempts.$inferSelect;
export type CardRow = typeof srsCards.$inferSelect;
export type NewAttempt = Omit<typeof exerciseAttempts.$inferInsert, 'id'>;

export async function insertAttempt(db: Executor, attempt: NewAttempt): Promise<AttemptRow> {
  const [row] = await db
    .insert(exerciseAttempts)
    .values({ id: randomUUID(), ...attempt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findCard(db: Executor, userId: string, phraseId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(srsCards)
    .where(and(eq(srsCards.userId, userId), eq(srsCards.phraseId, phraseId)))
    .limit(1);
  return row;
}

export async function upsertCard(db: Executor, card: typeof srsCards.$inferInsert): Promise<void> {
  const { userId: _u, phraseId: _p, ...changes } = card;
  await db.insert(srsCards).values(card).onConflictDoUpdate({
    target: [srsCards.userId, srsCards.phraseId],
    set: changes,
  });
}

export async function listCards(db: Executor, userId: string): Promise<CardRow[]> {
  return db.select().from(srsCards).where(eq(srsCards.userId, userId)).orderBy(srsCards.phraseId);
}

/** Phrase ids whose card is due by `now`, soonest first. */
export async function dueCards(db: Executor, userId: string, now: Date, limit: number): Promise<CardRow[]> {
  return db
    .select()
    .from(srsCards)
    .where(and(eq(srsCards.userId, userId), lt(srsCards.due, now)))
    .orderBy(srsCards.due)
    .limit(limit);
}

/** The columns statistics need, for the learner's attempts in [from, to). */
export async function attemptsBetween(db: Executor, userId: string, from: Date, to: Date) {
  return db
    .select({
      itemId: exerciseAttempts.itemId,
      phraseId: exerciseAttempts.phraseId,
      isCorrect: exerciseAttempts.isCorrect,
      createdAt: exerciseAttempts.createdAt,
    })
    .from(exerciseAttempts)
    .where(
      and(eq(exerciseAttempts.userId, userId), gte(exerciseAttempts.createdAt, from), lt(exerciseAttempts.createdAt, to)),
    );
}

/**
 * Distinct local dates with at least one attempt, newest first. Grouping uses the zone's current offset, which
 * can misplace an answer given within an hour of midnight across a DST change; a streak tolerates that.
 */
export async function practiceDates(db: Executor, userId: string, offsetMinutes: number, limit: number) {
  // Inlined (an integer we computed), so SELECT DISTINCT and ORDER BY see the very same expression.
  const minutes = sql.raw(String(Math.trunc(offsetMinutes)));
  const day = sql<string>`to_char(${exerciseAttempts.createdAt} + make_interval(mins => ${minutes}), 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(exerciseAttempts)
    .where(eq(exerciseAttempts.userId, userId))
    .orderBy(desc(day))
    .limit(limit);
  return rows.map((r) => r.day);
}

export async function recentAttempts(db: Executor, userId: string, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(exerciseAttempts)
    .where(eq(exerciseAttempts.userId, userId))
    .orderBy(desc(exerciseAttempts.createdAt))
    .limit(limit);
}

export async function findAttempt(db: Executor, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(exerciseAttempts).where(eq(exerciseAttempts.id, id)).limit(1);
  return row;
}

/** The newest attempt that validation recorded for this answer and that no session report has claimed yet. */
export async function findUnreportedAttempt(
  db: Executor,
  where: { userId: string; exerciseType: string; userAnswer: string; since: Date },
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(exerciseAttempts)
    .where(
      and(
        eq(exerciseAttempts.userId, where.userId),
        eq(exerciseAttempts.exerciseType, where.exerciseType),
        eq(exerciseAttempts.userAnswer, where.userAnswer),
        gte(exerciseAttempts.createdAt, where.since),
        isNull(exerciseAttempts.sessionReportedAt),
      ),
    )
    .orderBy(desc(exerciseAttempts.createdAt))
    .limit(1);
  return row;
}

/** Claims an attempt for a session report; false when another report claimed it first. */
export async function markSessionReported(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(exerciseAttempts)
    .set({ sessionReportedAt: at })
    .where(and(eq(exerciseAttempts.id, id), isNull(exerciseAttempts.sessionReportedAt)))
    .returning({ id: exerciseAttempts.id });
  return rows.length > 0;
}

/** Whether the learner answered this phrase since `since` (used for "first try" of the day). */
export async function answeredPhraseSince(db: Executor, userId: string, phraseId: string, since: Date) {
  const [row] = await db
    .select({ id: exerciseAttempts.id })
    .from(exerciseAttempts)
    .where(
      and(eq(exerciseAttempts.userId, userId), eq(exerciseAttempts.phraseId, phraseId), gte(exerciseAttempts.createdAt, since)),
    )
    .limit(1);
  return row !== undefined;
}
