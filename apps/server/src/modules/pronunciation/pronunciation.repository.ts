import { and, eq, schema, sql, type Database } from '@lisan/db';

const { pronunciationAttempts, pronunciationWords, pronunciationWeekly, exerciseAttempts } = schema;

type NewScore = typeof pronunciationAttempts.$inferInsert & { week: string; score: number };

/** One word's share of a scored try, added to the learner's running totals for that word. */
export interface WordTotal {
  word: string;
  display: string;
  attempts: number;
  scoreSum: number;
}

/** Stores a scored try with the week's and each word's running totals, in one transaction. */
export async function recordScore(db: Database, score: NewScore, words: WordTotal[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pronunciationWeekly)
      .values({ userId: score.userId, week: score.week, attempts: 1, scoreSum: score.score })
      .onConflictDoUpdate({
        target: [pronunciationWeekly.userId, pronunciationWeekly.week],
        set: {
          attempts: sql`${pronunciationWeekly.attempts} + 1`,
          scoreSum: sql`${pronunciationWeekly.scoreSum} + excluded.score_sum`,
        },
      });
    await tx.insert(pronunciationAttempts).values(score);
    if (words.length === 0) return;
    await tx
      .insert(pronunciationWords)
      .values(words.map((w) => ({ userId: score.userId, ...w })))
      .onConflictDoUpdate({
        target: [pronunciationWords.userId, pronunciationWords.word],
        set: {
          attempts: sql`${pronunciationWords.attempts} + excluded.attempts`,
          scoreSum: sql`${pronunciationWords.scoreSum} + excluded.score_sum`,
        },
      });
  });
}

/** The caller's spoken try by id: what it was about, and the attempt it is linked to. */
export async function spokenAnswer(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({
      exerciseType: pronunciationAttempts.exerciseType,
      itemId: pronunciationAttempts.itemId,
      target: pronunciationAttempts.target,
      attemptId: pronunciationAttempts.attemptId,
    })
    .from(pronunciationAttempts)
    .where(and(eq(pronunciationAttempts.id, id), eq(pronunciationAttempts.userId, userId)))
    .limit(1);
  return row;
}

/** What the caller's checked answer was about. */
export async function attemptSubject(db: Database, userId: string, attemptId: string) {
  const [row] = await db
    .select({ exerciseType: exerciseAttempts.exerciseType, itemId: exerciseAttempts.itemId })
    .from(exerciseAttempts)
    .where(and(eq(exerciseAttempts.id, attemptId), eq(exerciseAttempts.userId, userId)))
    .limit(1);
  return row;
}

/** Links a spoken try to an attempt no other try is linked to; false when one already is. */
export async function linkAttempt(db: Database, id: string, attemptId: string): Promise<boolean> {
  const linked = await db
    .update(pronunciationAttempts)
    .set({ attemptId })
    .where(
      and(
        eq(pronunciationAttempts.id, id),
        sql`not exists (select 1 from ${pronunciationAttempts} where ${pronunciationAttempts.attemptId} = ${attemptId})`,
      ),
    )
    .returning({ id: pronunciationAttempts.id });
  return linked.length > 0;
}
