import { asc, eq, schema } from '@lisan/db';
import { registerUserDataSection } from '../../lib/user-data.js';

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
    export: async (db, userId) => ({
      spokenTries: await db
        .select()
        .from(pronunciationAttempts)
        .where(eq(pronunciationAttempts.userId, userId))
        .orderBy(asc(pronunciationAttempts.createdAt)),
      answerErrors: await db
        .select()
        .from(attemptErrors)
        .where(eq(attemptErrors.userId, userId))
        .orderBy(asc(attemptErrors.createdAt), asc(attemptErrors.ordinal)),
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
