import { isCorrectText } from '@lisan/contract';
import { schema, asc, eq } from '@lisan/db';
import { registerUserDataSection } from '../../lib/user-data.js';

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
    export: async (db, userId) =>
      (
        await db
          .select()
          .from(exerciseAttempts)
          .where(eq(exerciseAttempts.userId, userId))
          .orderBy(asc(exerciseAttempts.createdAt))
      ).map((row) => ({ ...row, isCorrect: isCorrectText(row.verdict) })),
    erase: (tx, userId) => tx.delete(exerciseAttempts).where(eq(exerciseAttempts.userId, userId)),
  });
  registerUserDataSection({
    name: 'progress',
    export: (db, userId) =>
      db.select().from(srsCards).where(eq(srsCards.userId, userId)).orderBy(asc(srsCards.phraseId)),
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
