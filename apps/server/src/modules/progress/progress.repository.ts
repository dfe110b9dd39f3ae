import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, isNull, lt, schema, sql, type Database } from '@lisan/db';

const { exerciseAttempts, practiceDays, srsCards, users } = schema;

/** A database or an open transaction: repository functions run inside the caller's transaction when given one. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type AttemptRow = typeof exerciseAttempts.$inferSelect;
export type CardRow = typeof srsCards.$inferSelect;
export type NewAttempt = Omit<typeof exerciseAttempts.$inferInsert, 'id'>;

export async function insertAttempt(db: Executor, attempt: NewAttempt): Promise<AttemptRow> {
  const [row] = await db
    .insert(exerciseAttempts)
    .values({ id: randomUUID(), ...attempt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findCard(db: Executor, userId: string, phraseId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(srsCards)
    .where(and(eq(srsCards.userId, userId), eq(srsCards.phraseId, phraseId)))
    .limit(1);
  return row;
}

export async function upsertCard(db: Executor, card: typeof srsCards.$inferInsert): Promise<void> {
  const { userId: _u, phraseId: _p, ...changes } = card;
  await db
    .insert(srsCards)
    .values(card)
    .onConflictDoUpdate({
      target: [srsCards.userId, srsCards.phraseId],
      set: changes,
    });
}

export interface ProgressRow {
  phraseId: string;
  dueMs: number;
  stability: number;
  state: number;
  reps: number;
  lapses: number;
  lastReviewMs: number | null;
}

/**
 * What the progress list needs of every card, timestamps as epoch milliseconds: parsing hundreds of timestamp
 * strings cost more than the query itself on the embedded database (bench/dashboard-reads.ts).
 */
export async function progressRows(db: Executor, userId: string): Promise<ProgressRow[]> {
  const c = srsCards;
  const result = await db.execute(sql`
    select ${c.phraseId} as "phraseId",
           (extract(epoch from ${c.due}) * 1000)::float8 as "dueMs",
           ${c.stability} as "stability", ${c.state} as "state", ${c.reps} as "reps", ${c.lapses} as "lapses",
           (extract(epoch from ${c.lastReview}) * 1000)::float8 as "lastReviewMs"
    from ${c} where ${c.userId} = ${userId} order by ${c.phraseId}`);
  return (result as unknown as { rows: ProgressRow[] }).rows.map((r) => ({
    ...r,
    dueMs: Number(r.dueMs),
    stability: Number(r.stability),
    lastReviewMs: r.lastReviewMs === null ? null : Number(r.lastReviewMs),
  }));
}

/**
 * Totals per day for consecutive days, and for all of them together, in one scan of the period: each attempt is
 * placed in its day by comparing with the day boundaries (exact across DST changes), then grouped.
 */
export async function totalsByDay(
  db: Executor,
  userId: string,
  days: { key: string; from: Date; to: Date }[],
): Promise<{ days: DayTotals[]; all: DayTotals }> {
  const a = exerciseAttempts;
  const dayOf = sql.join(
    days.map((d) => sql`when ${a.createdAt} < ${d.to.toISOString()}::timestamptz then ${d.key}`),
    sql` `,
  );
  const result = await db.execute(sql`
    select day as key,
           count(*)::int as "exercicesCompleted",
           (count(*) filter (where verdict = 'correct'))::int as "correctCount",
           count(distinct coalesce(phrase_id, item_id))::int as "phrasesUsed"
    from (
      select case ${dayOf} end as day, ${a.verdict} as verdict, ${a.phraseId} as phrase_id, ${a.itemId} as item_id
      from ${a}
      where ${a.userId} = ${userId}
        and ${a.createdAt} >= ${days[0]!.from.toISOString()}::timestamptz
        and ${a.createdAt} < ${days[days.length - 1]!.to.toISOString()}::timestamptz
    ) as period
    group by grouping sets ((day), ())`);
  const rows = (result as unknown as { rows: (DayTotals & { key: string | null })[] }).rows;
  const empty = (key: string): DayTotals => ({ key, exercicesCompleted: 0, correctCount: 0, phrasesUsed: 0 });
  const byKey = new Map(rows.filter((r) => r.key !== null).map((r) => [r.key as string, r]));
  return {
    days: days.map((d) => byKey.get(d.key) ?? empty(d.key)),
    all: rows.find((r) => r.key === null) ?? empty('all'),
  };
}

export async function cardPhraseIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ phraseId: srsCards.phraseId })
    .from(srsCards)
    .where(eq(srsCards.userId, userId));
  return rows.map((r) => r.phraseId);
}

/** Phrase ids whose card is due by `now`, soonest first. */
export async function dueCards(db: Executor, userId: string, now: Date, limit: number): Promise<CardRow[]> {
  return db
    .select()
    .from(srsCards)
    .where(and(eq(srsCards.userId, userId), lt(srsCards.due, now)))
    .orderBy(srsCards.due)
    .limit(limit);
}

export async function addPracticeDay(db: Executor, userId: string, date: string): Promise<void> {
  await db.insert(practiceDays).values({ userId, date }).onConflictDoNothing();
}

/** Local dates with practice, newest first. */
export async function practiceDates(db: Executor, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ date: practiceDays.date })
    .from(practiceDays)
    .where(eq(practiceDays.userId, userId))
    .orderBy(desc(practiceDays.date))
    .limit(limit);
  return rows.map((r) => r.date);
}

export interface DayTotals {
  key: string;
  exercicesCompleted: number;
  correctCount: number;
  phrasesUsed: number;
}

/**
 * Counts per time range in one query: answers, correct answers and distinct phrases (the item id stands in for
 * answers without a phrase). Ranges are [from, to) instants, so each is one index range scan.
 */
export async function totalsByRange(
  db: Executor,
  userId: string,
  ranges: { key: string; from: Date; to: Date }[],
): Promise<DayTotals[]> {
  const values = sql.join(
    ranges.map(
      (r) => sql`(${r.key}, ${r.from.toISOString()}::timestamptz, ${r.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const a = exerciseAttempts;
  const result = await db.execute(sql`
    select d.key as key,
           count(${a.id})::int as "exercicesCompleted",
           (count(${a.id}) filter (where ${a.verdict} = 'correct'))::int as "correctCount",
           count(distinct coalesce(${a.phraseId}, ${a.itemId}))::int as "phrasesUsed"
    from (values ${values}) as d(key, range_from, range_to)
    left join ${a} on ${a.userId} = ${userId} and ${a.createdAt} >= d.range_from and ${a.createdAt} < d.range_to
    group by d.key`);
  const rows = (result as unknown as { rows: DayTotals[] }).rows;
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return ranges.map(
    (r) => byKey.get(r.key) ?? { key: r.key, exercicesCompleted: 0, correctCount: 0, phrasesUsed: 0 },
  );
}

export async function recentAttempts(db: Executor, userId: string, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(exerciseAttempts)
    .where(eq(exerciseAttempts.userId, userId))
    .orderBy(desc(exerciseAttempts.createdAt))
    .limit(limit);
}

export async function findAttempt(db: Executor, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(exerciseAttempts).where(eq(exerciseAttempts.id, id)).limit(1);
  return row;
}

/** The newest attempt that validation recorded for this answer and that no session report has claimed yet. */
export async function findUnreportedAttempt(
  db: Executor,
  where: { userId: string; exerciseType: string; userAnswer: string; since: Date },
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(exerciseAttempts)
    .where(
      and(
        eq(exerciseAttempts.userId, where.userId),
        eq(exerciseAttempts.exerciseType, where.exerciseType),
        eq(exerciseAttempts.userAnswer, where.userAnswer),
        gte(exerciseAttempts.createdAt, where.since),
        isNull(exerciseAttempts.sessionReportedAt),
      ),
    )
    .orderBy(desc(exerciseAttempts.createdAt))
    .limit(1);
  return row;
}

/** Claims an attempt for a session report; false when another report claimed it first. */
export async function markSessionReported(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(exerciseAttempts)
    .set({ sessionReportedAt: at })
    .where(and(eq(exerciseAttempts.id, id), isNull(exerciseAttempts.sessionReportedAt)))
    .returning({ id: exerciseAttempts.id });
  return rows.length > 0;
}

/** Whether the learner answered this phrase since `since` (used for "first try" of the day). */
export async function answeredPhraseSince(db: Executor, userId: string, phraseId: string, since: Date) {
  const [row] = await db
    .select({ id: exerciseAttempts.id })
    .from(exerciseAttempts)
    .where(
      and(
        eq(exerciseAttempts.userId, userId),
        eq(exerciseAttempts.phraseId, phraseId),
        gte(exerciseAttempts.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Mean stored mastery over the learner's cards, and how many cards (what the picker's difficulty reads). */
export async function cardSummary(
  db: Executor,
  userId: string,
): Promise<{ meanMastery: number; cardCount: number }> {
  const [row] = await db
    .select({
      mean: sql<number>`coalesce(avg(${srsCards.masteryLevel}), 0)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(srsCards)
    .where(eq(srsCards.userId, userId));
  return { meanMastery: Number(row?.mean ?? 0), cardCount: Number(row?.count ?? 0) };
}

/** The learner's memorization level and stored time zone (null for the anonymous demo user). */
export async function learnerProfile(
  db: Executor,
  userId: string,
): Promise<{ memorizationLevel: string | null; timeZone: string | null }> {
  const [row] = await db
    .select({ memorizationLevel: users.memorizationLevel, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { memorizationLevel: row?.memorizationLevel ?? null, timeZone: row?.timeZone ?? null };
}

/** Whether the learner answered this item since `since`: a later answer in the same sitting is a retry. */
export async function answeredItemSince(
  db: Executor,
  userId: string,
  exerciseType: string,
  itemId: string,
  since: Date,
  until: Date,
) {
  const [row] = await db
    .select({ id: exerciseAttempts.id })
    .from(exerciseAttempts)
    .where(
      and(
        eq(exerciseAttempts.userId, userId),
        eq(exerciseAttempts.exerciseType, exerciseType),
        eq(exerciseAttempts.itemId, itemId),
        gte(exerciseAttempts.createdAt, since),
        lt(exerciseAttempts.createdAt, until),
      ),
    )
    .limit(1);
  return row !== undefined;
}
