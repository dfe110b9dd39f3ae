import { isCorrectText } from '@lisan/contract';
import { and, asc, eq, getTableColumns, gt, schema, sql } from '@lisan/db';
import { pagedRows, registerUserDataSection } from '../../lib/user-data.js';

const { exerciseAttempts, srsCards, practiceDays } = schema;

/**
 * Progress's sections of the user-data export (GET /api/me/export): every answer given, the spaced-repetition
 * cards (mastery per phrase) and the days practised. These tables key rows by user id without a foreign key
 * (anonymous practice is stored under 'demo-user', which has no account row), so deleting the account does not
 * cascade to them: `erase` removes them explicitly.
 */
export function registerProgressDataSections() {
  registerUserDataSection({
    name: 'exerciseAttempts',
    // Each answer as the public API's exercise session names it: isCorrect is derived from the stored verdict.
    // Paged along the (user_id, created_at) index: a daily learner has thousands of answers (lib/user-data.ts).
    export: async (db, userId) =>
      pagedRows(async (after, limit) => {
        const t = exerciseAttempts;
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
          rows: rows.map(({ at: _at, ...row }) => ({ ...row, isCorrect: isCorrectText(row.verdict) })),
          next: last && JSON.stringify([last.at, last.id]),
        };
      }),
    erase: (tx, userId) => tx.delete(exerciseAttempts).where(eq(exerciseAttempts.userId, userId)),
  });
  registerUserDataSection({
    name: 'progress',
    export: async (db, userId) =>
      pagedRows(async (after, limit) => {
        const rows = await db
          .select()
          .from(srsCards)
          .where(
            and(eq(srsCards.userId, userId), after === undefined ? undefined : gt(srsCards.phraseId, after)),
          )
          .orderBy(asc(srsCards.phraseId))
          .limit(limit);
        return { rows, next: rows.at(-1)?.phraseId };
      }),
    erase: (tx, userId) => tx.delete(srsCards).where(eq(srsCards.userId, userId)),
  });
  registerUserDataSection({
    name: 'practiceDays',
    export: async (db, userId) =>
      (
        await db
          .select({ date: practiceDays.date })
          .from(practiceDays)
          .where(eq(practiceDays.userId, userId))
          .orderBy(asc(practiceDays.date))
      ).map((row) => row.date),
    erase: (tx, userId) => tx.delete(practiceDays).where(eq(practiceDays.userId, userId)),
  });
}
