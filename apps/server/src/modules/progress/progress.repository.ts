import { and, desc, eq, gte, isNull, lt, schema, sql, type Executor } from '@lisan/db';

const { exerciseAttempts, practiceDays, srsCards, users } = schema;

export type AttemptRow = typeof exerciseAttempts.$inferSelect;
export type CardRow = typeof srsCards.$inferSelect;
export type NewAttempt = Omit<typeof exerciseAttempts.$inferInsert, 'id'>;

export async function findCard(db: Executor, userId: string, phraseId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(srsCards)
    .where(and(eq(srsCards.userId, userId), eq(srsCards.phraseId, phraseId)))
    .limit(1);
  return row;
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

/** Cards read per statement: a learner may hold a card for every phrase of the library (thousands). */
const PROGRESS_PAGE_CARDS = 1000;

/**
 * What the progress list needs of every card, timestamps as epoch milliseconds, as one JSON array per page of
 * cards: parsing hundreds of timestamp strings cost more than the query itself on the embedded database, and so did
 * hundreds of rows of seven columns (bench/dashboard-reads.ts: p95 13 ms as rows, 5 ms as one aggregated value for
 * 800 cards). Read `PROGRESS_PAGE_CARDS` at a time along the (user_id, phrase_id) key, letting other requests run
 * between pages, so a learner with a card for every phrase does not hold the embedded database's event loop for the
 * whole list.
 */
export async function progressRows(db: Executor, userId: string): Promise<ProgressRow[]> {
  const c = srsCards;
  const out: ProgressRow[] = [];
  let after: string | null = null;
  for (;;) {
    const result = await db.execute(sql`
      select coalesce(json_agg(json_build_array(p.phrase_id,
               (extract(epoch from p.due) * 1000)::float8,
               p.stability, p.state, p.reps, p.lapses,
               (extract(epoch from p.last_review) * 1000)::float8) order by p.phrase_id), '[]'::json) as cards
      from (select * from ${c} where ${c.userId} = ${userId}
              and (${after}::text is null or ${c.phraseId} > ${after}::text)
            order by ${c.phraseId} limit ${PROGRESS_PAGE_CARDS}) p`);
    const value = (result as unknown as { rows: { cards: unknown }[] }).rows[0]?.cards ?? [];
    // PGlite and node-postgres hand json back parsed; a string (some drivers) is parsed here.
    const cards = (typeof value === 'string' ? JSON.parse(value) : value) as [
      string,
      number,
      number,
      number,
      number,
      number,
      number | null,
    ][];
    for (const [phraseId, dueMs, stability, state, reps, lapses, lastReviewMs] of cards) {
      out.push({
        phraseId,
        dueMs: Number(dueMs),
        stability: Number(stability),
        state: Number(state),
        reps: Number(reps),
        lapses: Number(lapses),
        lastReviewMs: lastReviewMs === null ? null : Number(lastReviewMs),
      });
    }
    if (cards.length < PROGRESS_PAGE_CARDS) return out;
    after = cards.at(-1)![0];
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
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

/** The phrases whose cards fall due before `before` (overdue ones too), soonest first, at most `limit`. */
export async function phrasesDueBefore(
  db: Executor,
  userId: string,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ phraseId: srsCards.phraseId })
    .from(srsCards)
    .where(and(eq(srsCards.userId, userId), lt(srsCards.due, before)))
    .orderBy(srsCards.due, srsCards.phraseId)
    .limit(limit);
  return rows.map((row) => row.phraseId);
}

/** What the exercise picker reads of a learner, as one row (see learnerStateReads). */
export interface PickerStateRow {
  due: string[];
  practised: string[];
  meanMastery: number;
  cardCount: number;
  memorizationLevel: string | null;
  recent: { exerciseType: string; itemId: string; phraseId: string | null; correct: boolean; at: Date }[];
}

/*
 * Everything the picker needs in one statement: the random read is the hottest path that touches the database,
 * and on PGlite every statement holds the only thread (ADR 0016). Each part walks an index on (user_id, …).
 * The columns are also read together with the plan in force (content's random pick, one statement for both);
 * they name the learner by the statement's expression of their id (a placeholder, or a column of the row that
 * names the learner), and their parameter is the time (pickerStateParams).
 *
 * The limits are written into the text, not passed: with a parameter for LIMIT, PostgreSQL's generic plan is
 * costed for an unknown limit and never wins, so the statement was planned again on every run (custom plans
 * only): about 0.3 ms of a 1 ms read for a learner with 800 cards on the embedded database.
 */
const PICKER_LIMITS = { due: 50, recent: 30 };
export const pickerStateColumns = (userIdParam: ReturnType<typeof sql>) => sql`
      (select coalesce(json_agg(d.phrase_id order by d.due), '[]'::json) from (
         select phrase_id, due from ${srsCards}
         where user_id = ${userIdParam} and due < ${sql.placeholder('now')}::timestamptz order by due
         limit ${sql.raw(String(PICKER_LIMITS.due))}
       ) d) as due,
      (select json_build_object(
         'ids', coalesce(json_agg(phrase_id), '[]'::json),
         'mean', coalesce(avg(mastery_level), 0)::float8,
         'count', count(*)::int)
       from ${srsCards} where user_id = ${userIdParam}) as cards,
      (select memorization_level from ${users} where id = ${userIdParam}) as memorization_level,
      (select coalesce(json_agg(json_build_array(r.exercise_type, r.item_id, r.phrase_id, r.verdict, r.created_at)
         order by r.created_at desc), '[]'::json) from (
         select exercise_type, item_id, phrase_id, verdict, created_at from ${exerciseAttempts}
         where user_id = ${userIdParam} order by created_at desc limit ${sql.raw(String(PICKER_LIMITS.recent))}
       ) r) as recent`;

export function pickerStateParams(now: Date) {
  return { now: now.toISOString() };
}

/** The picker's state from a row holding pickerStateColumns. */
export function pickerStateOf(row: Record<string, unknown>): PickerStateRow {
  // PGlite hands json back parsed, node-postgres too; a string (some drivers) is parsed here.
  const json = <T>(value: unknown, fallback: T): T =>
    value == null ? fallback : ((typeof value === 'string' ? JSON.parse(value) : value) as T);
  const cards = json(row.cards, { ids: [] as string[], mean: 0, count: 0 });
  const recent = json<[string, string, string | null, string, string][]>(row.recent, []);
  return {
    due: json<string[]>(row.due, []),
    practised: cards.ids,
    meanMastery: Number(cards.mean),
    cardCount: Number(cards.count),
    memorizationLevel: (row.memorization_level as string | null | undefined) ?? null,
    recent: recent.map(([exerciseType, itemId, phraseId, verdict, at]) => ({
      exerciseType,
      itemId,
      phraseId,
      correct: verdict === 'correct',
      at: new Date(at),
    })),
  };
}

/** What recording an answer reads first, in one statement (see answerWrites). */
export interface AnswerReads {
  /** The item was answered in this sitting already: a retry, not a review. */
  retry: boolean;
  /** The phrase was answered since `phraseSince` (a quick right answer then is not a first try). */
  phraseRecent: boolean;
  card: CardRow | undefined;
  /** The learner's stored time zone (null for a guest or none stored). */
  timeZone: string | null;
}

export async function answerReads(
  db: Executor,
  input: { userId: string; exerciseType: string; itemId: string; phraseId: string | null },
  window: { sittingSince: Date; phraseSince: Date; until: Date },
): Promise<AnswerReads> {
  const a = exerciseAttempts;
  const phraseId = input.phraseId ?? '';
  const [row] = await db
    .select({
      retry: sql<boolean>`exists (select 1 from ${a} where ${a.userId} = ${input.userId}
        and ${a.exerciseType} = ${input.exerciseType} and ${a.itemId} = ${input.itemId}
        and ${a.createdAt} >= ${window.sittingSince.toISOString()}::timestamptz
        and ${a.createdAt} < ${window.until.toISOString()}::timestamptz)`,
      phraseRecent: sql<boolean>`exists (select 1 from ${a} where ${a.userId} = ${input.userId}
        and ${a.phraseId} = ${phraseId} and ${a.createdAt} >= ${window.phraseSince.toISOString()}::timestamptz)`,
      timeZone: sql<
        string | null
      >`(select ${users.timeZone} from ${users} where ${users.id} = ${input.userId})`,
      card: srsCards,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(srsCards, and(eq(srsCards.userId, input.userId), eq(srsCards.phraseId, phraseId)));
  return {
    retry: Boolean(row?.retry),
    phraseRecent: Boolean(row?.phraseRecent),
    card: row?.card ?? undefined,
    timeZone: row?.timeZone ?? null,
  };
}

/**
 * The answer's rows in one statement: the attempt, the practice day and, when the card moves, the card. The
 * statements ride in data-modifying CTEs, so the answer costs one round trip to the database instead of three.
 */
export async function answerWrites(
  db: Executor,
  attempt: NewAttempt & { id: string },
  practiceDate: string,
  card: typeof srsCards.$inferInsert | null,
): Promise<void> {
  const { userId: _u, phraseId: _p, ...changes } = card ?? { userId: '', phraseId: '' };
  const insertAttempt = db.insert(exerciseAttempts).values(attempt);
  const addDay = db
    .insert(practiceDays)
    .values({ userId: attempt.userId, date: practiceDate })
    .onConflictDoNothing();
  const last = card
    ? db
        .insert(srsCards)
        .values(card)
        .onConflictDoUpdate({ target: [srsCards.userId, srsCards.phraseId], set: changes })
    : sql`select 1`;
  // getSQL(): embedded as statements, not as parenthesised subqueries.
  await db.execute(
    sql`with attempt as (${insertAttempt.getSQL()}), day as (${addDay.getSQL()}) ${'getSQL' in last ? last.getSQL() : last}`,
  );
}
