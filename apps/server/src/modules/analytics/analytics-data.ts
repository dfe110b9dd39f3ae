import { and, asc, eq, getTableColumns, schema, sql } from '@lisan/db';
import { pagedRows, registerUserDataSection } from '../../lib/user-data.js';

const {
  pronunciationAttempts,
  pronunciationWords,
  pronunciationWeekly,
  attemptErrors,
  grammarWeekly,
  vocabularyWords,
  speechSecondsDaily,
} = schema;

/**
 * The analytics' section of the user-data export: the spoken tries (transcripts and scores, never audio) and the
 * named errors of each answer. The running totals are derived from these and the attempts, so they are erased
 * with them but not exported. These tables key rows by user id without a foreign key (as the attempts do), so
 * deleting the account erases them explicitly.
 */
export function registerAnalyticsDataSection() {
  registerUserDataSection({
    name: 'analytics',
    // Paged: both grow with every answer (lib/user-data.ts pagedRows).
    export: async (db, userId) => ({
      spokenTries: pagedRows(async (after, limit) => {
        const t = pronunciationAttempts;
        const from = after === undefined ? undefined : (JSON.parse(after) as [string, string]);
        const rows = await db
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
        const last = rows.at(-1);
        return {
          rows: rows.map(({ at: _at, ...row }) => row),
          next: last && JSON.stringify([last.at, last.id]),
        };
      }),
      answerErrors: pagedRows(async (after, limit) => {
        const t = attemptErrors;
        const from = after === undefined ? undefined : (JSON.parse(after) as [string, string, number]);
        const rows = await db
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
        const last = rows.at(-1);
        return {
          rows: rows.map(({ at: _at, ...row }) => row),
          next: last && JSON.stringify([last.at, last.attemptId, last.ordinal]),
        };
      }),
    }),
    erase: async (tx, userId) => {
      await tx.delete(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId));
      await tx.delete(pronunciationWords).where(eq(pronunciationWords.userId, userId));
      await tx.delete(pronunciationWeekly).where(eq(pronunciationWeekly.userId, userId));
      await tx.delete(attemptErrors).where(eq(attemptErrors.userId, userId));
      await tx.delete(grammarWeekly).where(eq(grammarWeekly.userId, userId));
      await tx.delete(vocabularyWords).where(eq(vocabularyWords.userId, userId));
      await tx.delete(speechSecondsDaily).where(eq(speechSecondsDaily.userId, userId));
    },
  });
}
