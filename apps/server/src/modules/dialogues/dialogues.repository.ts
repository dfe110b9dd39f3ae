import { and, eq, schema, type Database } from '@lisan/db';

const { exerciseAttempts, srsCards } = schema;

/** What a learner has done that units count: phrases with a review card, items answered right. */
export async function unitProgressReads(
  db: Database,
  userId: string,
): Promise<{ phraseIds: Set<string>; itemIds: Set<string> }> {
  const [cards, items] = await Promise.all([
    db.select({ phraseId: srsCards.phraseId }).from(srsCards).where(eq(srsCards.userId, userId)),
    db
      .selectDistinct({ itemId: exerciseAttempts.itemId })
      .from(exerciseAttempts)
      .where(and(eq(exerciseAttempts.userId, userId), eq(exerciseAttempts.verdict, 'correct'))),
  ]);
  return { phraseIds: new Set(cards.map((c) => c.phraseId)), itemIds: new Set(items.map((i) => i.itemId)) };
}
