import { VOCABULARY_MASTERED_USES } from '@lisan/contract';
import { schema, sql } from '@lisan/db';
import type { Executor } from '@lisan/db';

/** The writes one judged answer makes to the analytics tables, inside the attempt's own transaction. */

const { attemptErrors, grammarWeekly, vocabularyWords } = schema;

export async function insertAttemptErrors(tx: Executor, rows: (typeof attemptErrors.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(attemptErrors).values(rows);
}

/** Adds each row's attempts and errors to the learner's week of that grammar class. */
export async function addGrammarWeek(tx: Executor, rows: (typeof grammarWeekly.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx
    .insert(grammarWeekly)
    .values(rows)
    .onConflictDoUpdate({
      target: [grammarWeekly.userId, grammarWeekly.week, grammarWeekly.class],
      set: {
        attempts: sql`${grammarWeekly.attempts} + 1`,
        errors: sql`${grammarWeekly.errors} + excluded.errors`,
      },
    });
}

/** Counts a use of each Qur'anic word form; the week it reached mastery is kept once set. */
export async function addVocabularyUses(
  tx: Executor,
  week: string,
  rows: (typeof vocabularyWords.$inferInsert)[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(vocabularyWords)
    .values(rows)
    .onConflictDoUpdate({
      target: [vocabularyWords.userId, vocabularyWords.word],
      set: {
        uses: sql`${vocabularyWords.uses} + 1`,
        correctUses: sql`${vocabularyWords.correctUses} + excluded.correct_uses`,
        masteredWeek: sql`coalesce(${vocabularyWords.masteredWeek},
          case when ${vocabularyWords.correctUses} + excluded.correct_uses >= ${VOCABULARY_MASTERED_USES} then ${week} end)`,
      },
    });
}
