import { and, asc, eq, getTableColumns, schema, sql, type Executor } from '@lisan/db';

/* The analytics rows of one learner, as their data export reads them and their account deletion erases them. */

const {
  pronunciationAttempts,
  pronunciationWords,
  pronunciationWeekly,
  attemptErrors,
  grammarWeekly,
  vocabularyWords,
  speechSecondsDaily,
} = schema;

/** A page of spoken tries in (created_at, id) order after `from`; `at` is created_at as the cursor's text. */
export async function spokenTriesPage(
  db: Executor,
  userId: string,
  from: [string, string] | undefined,
  limit: number,
) {
  const t = pronunciationAttempts;
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

/** A page of named answer errors in (created_at, attempt, ordinal) order after `from`. */
export async function answerErrorsPage(
  db: Executor,
  userId: string,
  from: [string, string, number] | undefined,
  limit: number,
) {
  const t = attemptErrors;
  return db
    .select({ ...getTableColumns(t), at: sql<string>`${t.createdAt}::text` })
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        from &&
          sql`(${t.createdAt}, ${t.attemptId}, ${t.ordinal}) > (${from[0]}::timestamptz, ${from[1]}, ${from[2]})`,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.attemptId), asc(t.ordinal))
    .limit(limit);
}

/** Every analytics row of the learner, tries and running totals alike. */
export async function deleteAnalyticsOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId));
  await tx.delete(pronunciationWords).where(eq(pronunciationWords.userId, userId));
  await tx.delete(pronunciationWeekly).where(eq(pronunciationWeekly.userId, userId));
  await tx.delete(attemptErrors).where(eq(attemptErrors.userId, userId));
  await tx.delete(grammarWeekly).where(eq(grammarWeekly.userId, userId));
  await tx.delete(vocabularyWords).where(eq(vocabularyWords.userId, userId));
  await tx.delete(speechSecondsDaily).where(eq(speechSecondsDaily.userId, userId));
}
