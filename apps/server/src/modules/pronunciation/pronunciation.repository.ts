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

/**
 * Reserves `seconds` of the learner's speech-to-text day, in one statement so two recordings at once cannot both
 * pass the limit: false (and nothing reserved) when they would take the day past `limit`.
 */
export async function reserveSpeechSeconds(
  db: Database,
  userId: string,
  day: string,
  seconds: number,
  limit: number,
): Promise<boolean> {
  const rows = (
    (await db.execute(sql`
      insert into speech_seconds_daily (user_id, day, seconds) values (${userId}, ${day}, ${seconds})
      on conflict (user_id, day) do update set seconds = speech_seconds_daily.seconds + excluded.seconds
        where speech_seconds_daily.seconds + excluded.seconds <= ${limit}
      returning seconds`)) as unknown as { rows: unknown[] }
  ).rows;
  return rows.length > 0;
}

/** Gives back seconds reserved for a recording that could not be transcribed. */
export async function releaseSpeechSeconds(db: Database, userId: string, day: string, seconds: number) {
  await db.execute(sql`
    update speech_seconds_daily set seconds = greatest(0, seconds - ${seconds})
    where user_id = ${userId} and day = ${day}`);
}
