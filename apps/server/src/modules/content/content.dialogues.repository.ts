import { and, eq, schema, sql, type Database } from '@lisan/db';

const { exerciseAttempts } = schema;

/** The dialogue turns (item ids 'dialogue-…/turn') a learner has answered with a fitting verse. */
export async function turnsAnsweredWithAVerse(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ itemId: exerciseAttempts.itemId })
    .from(exerciseAttempts)
    .where(
      and(
        eq(exerciseAttempts.userId, userId),
        eq(exerciseAttempts.exerciseType, 'roleplay'),
        eq(exerciseAttempts.verdict, 'correct'),
        sql`${exerciseAttempts.itemId} like 'dialogue-%/%'`,
      ),
    );
  return rows.map((r) => r.itemId);
}
