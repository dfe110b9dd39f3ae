import { and, asc, eq, getTableColumns, gt, schema, sql, type Executor } from '@lisan/db';

/* One learner's answers, cards and practice days, as their data export reads them and their deletion erases them. */

const { exerciseAttempts, srsCards, practiceDays } = schema;

/** A page of answers in (created_at, id) order after `from` (the (user_id, created_at) index). */
export async function attemptsPage(
  db: Executor,
  userId: string,
  from: [string, string] | undefined,
  limit: number,
) {
  const t = exerciseAttempts;
  return db
    .select({ ...getTableColumns(t), at: sql<string>`${t.createdAt}::text` })
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        from && sql`(${t.createdAt}, ${t.id}) > (${from[0]}::timestamptz, ${from[1]})`,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit);
}

export async function deleteAttemptsOf(tx: Executor, userId: string) {
  await tx.delete(exerciseAttempts).where(eq(exerciseAttempts.userId, userId));
}

/** A page of spaced-repetition cards in phrase order after `afterPhraseId`. */
export async function cardsPage(
  db: Executor,
  userId: string,
  afterPhraseId: string | undefined,
  limit: number,
) {
  return db
    .select()
    .from(srsCards)
    .where(
      and(
        eq(srsCards.userId, userId),
        afterPhraseId === undefined ? undefined : gt(srsCards.phraseId, afterPhraseId),
      ),
    )
    .orderBy(asc(srsCards.phraseId))
    .limit(limit);
}

export async function deleteCardsOf(tx: Executor, userId: string) {
  await tx.delete(srsCards).where(eq(srsCards.userId, userId));
}

/** The days practised, oldest first. */
export async function practiceDatesOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ date: practiceDays.date })
    .from(practiceDays)
    .where(eq(practiceDays.userId, userId))
    .orderBy(asc(practiceDays.date));
  return rows.map((row) => row.date);
}

export async function deletePracticeDaysOf(tx: Executor, userId: string) {
  await tx.delete(practiceDays).where(eq(practiceDays.userId, userId));
}
