import { and, gte, inArray, lt, schema, sql, type Executor } from '@lisan/db';
import { addDays, localDateOf, usableTimeZone, weekOf } from '../../lib/time.js';
import { phrasesOf } from './circles.board.assignment.js';
import { assignmentFor } from './circles.board.repository.js';

/*
 * The board's totals counted again from the attempts and practice days themselves, for the moments the running
 * totals cannot know about: a member joining with practice already done, an assignment set mid-week.
 */

const { circleMemberWeeks, exerciseAttempts, practiceStreaks } = schema;

/**
 * Recounts members' totals for the circle's current week from their attempts (one scan of the week), and their
 * streaks from their practice days: when someone joins (what they practised before joining counts) and when the
 * teacher sets the week's assignment (answers given before it was set count towards it).
 */
export async function rebuildCirclePractice(
  db: Executor,
  circleId: string,
  timeZone: string,
  userIds: string[],
  now = new Date(),
): Promise<void> {
  if (userIds.length === 0) return;
  const week = weekOf(timeZone, now);
  const assignment = await assignmentFor(db, circleId, week.weekStart);
  const spec = assignment?.spec;
  const match: { phraseIds: readonly string[] } | { exerciseType: string } | null = !spec
    ? null
    : spec.kind === 'exerciseType'
      ? { exerciseType: spec.exerciseType }
      : { phraseIds: phrasesOf(spec) };
  const practice = await weekPractice(db, userIds, week.from, week.to, match);
  const phrases =
    match && 'phraseIds' in match
      ? await practisedPhrasesOf(db, userIds, match.phraseIds, week.from, week.to)
      : new Map<string, string[]>();
  const w = circleMemberWeeks;
  await db
    .insert(w)
    .values(
      userIds.map((userId) => {
        const p = practice.get(userId);
        return {
          circleId,
          weekStart: week.weekStart,
          userId,
          exercises: p?.exercises ?? 0,
          correct: p?.correct ?? 0,
          assignmentAttempts: p?.assignmentAttempts ?? 0,
          assignmentCorrect: p?.assignmentCorrect ?? 0,
          assignmentPhrases: phrases.get(userId) ?? [],
        };
      }),
    )
    .onConflictDoUpdate({
      target: [w.circleId, w.weekStart, w.userId],
      set: {
        exercises: sql`excluded.exercises`,
        correct: sql`excluded.correct`,
        assignmentAttempts: sql`excluded.assignment_attempts`,
        assignmentCorrect: sql`excluded.assignment_correct`,
        assignmentPhrases: sql`excluded.assignment_phrases`,
      },
    });
}

/** Recomputes learners' streak rows from their practice days (when they join a circle). */
export async function rebuildStreaks(
  db: Executor,
  learners: { userId: string; timeZone: string | null }[],
  fallbackZone: string,
  now = new Date(),
): Promise<void> {
  const runs = await newestRuns(
    db,
    learners.map((l) => ({
      userId: l.userId,
      today: localDateOf(now, usableTimeZone(l.timeZone ?? fallbackZone)),
    })),
  );
  if (runs.length === 0) return;
  const s = practiceStreaks;
  await db
    .insert(s)
    .values(runs.map((r) => ({ userId: r.userId, lastDate: r.latest, days: r.length })))
    .onConflictDoUpdate({
      target: s.userId,
      set: { lastDate: sql`excluded.last_date`, days: sql`excluded.days` },
    });
}

interface WeekPractice {
  userId: string;
  exercises: number;
  correct: number;
  /** Answers on the assignment (phrases of the set, or exercises of the type). */
  assignmentAttempts: number;
  assignmentCorrect: number;
  /** Distinct phrases of the set answered. */
  assignmentPhrases: number;
}

/**
 * The week's practice of several learners in one scan of their attempts in the period (the (user_id, created_at)
 * index), with the assignment's share counted alongside.
 */
async function weekPractice(
  db: Executor,
  userIds: string[],
  from: Date,
  to: Date,
  match: { phraseIds: readonly string[] } | { exerciseType: string } | null,
): Promise<Map<string, WeekPractice>> {
  const result = new Map<string, WeekPractice>();
  if (userIds.length === 0) return result;
  const a = exerciseAttempts;
  const onAssignment =
    match === null
      ? sql`false`
      : 'exerciseType' in match
        ? sql`${a.exerciseType} = ${match.exerciseType}`
        : match.phraseIds.length === 0
          ? sql`false`
          : sql`${a.phraseId} in ${match.phraseIds}`;
  const rows = await db.execute(sql`
    select ${a.userId} as "userId",
           count(*)::int as "exercises",
           (count(*) filter (where ${a.verdict} = 'correct'))::int as "correct",
           (count(*) filter (where ${onAssignment}))::int as "assignmentAttempts",
           (count(*) filter (where ${onAssignment} and ${a.verdict} = 'correct'))::int as "assignmentCorrect",
           (count(distinct ${a.phraseId}) filter (where ${onAssignment}))::int as "assignmentPhrases"
    from ${a}
    where ${a.userId} in ${userIds}
      and ${a.createdAt} >= ${from.toISOString()}::timestamptz
      and ${a.createdAt} < ${to.toISOString()}::timestamptz
    group by ${a.userId}`);
  for (const row of (rows as unknown as { rows: WeekPractice[] }).rows) result.set(row.userId, row);
  return result;
}

/**
 * Each learner's newest run of practice days up to their today (the dashboard's streak, before asking whether it
 * reaches today or yesterday), for many learners in one query: within a learner's dates newest first, date + rank
 * is the same for every day of one unbroken run, so grouping by it gives the runs.
 */
async function newestRuns(
  db: Executor,
  todays: { userId: string; today: string }[],
): Promise<{ userId: string; latest: string; length: number }[]> {
  if (todays.length === 0) return [];
  const latestToday = todays.reduce((max, t) => (t.today > max ? t.today : max), todays[0]!.today);
  const earliestToday = todays.reduce((min, t) => (t.today < min ? t.today : min), todays[0]!.today);
  const p = schema.practiceDays;
  const rows = await db.execute(sql`
    select distinct on (user_id) user_id as "userId", max(day)::text as "latest", count(*)::int as "length"
    from (
      select ${p.userId} as user_id, ${p.date}::date as day,
             ${p.date}::date + (row_number() over (partition by ${p.userId} order by ${p.date} desc))::int as run
      from ${p}
      where ${p.userId} in ${todays.map((t) => t.userId)}
        and ${p.date} <= ${latestToday} and ${p.date} > ${addDays(earliestToday, -400)}
    ) as days
    group by user_id, run
    order by user_id, max(day) desc`);
  const todayOf = new Map(todays.map((t) => [t.userId, t.today]));
  return (rows as unknown as { rows: { userId: string; latest: string; length: number }[] }).rows
    .map((r) => ({ userId: r.userId, latest: r.latest.slice(0, 10), length: Number(r.length) }))
    .filter((r) => r.latest <= todayOf.get(r.userId)!);
}

/** Each learner's streak (days in a row with practice, ending on their today or yesterday). */
export async function streaks(
  db: Executor,
  todays: { userId: string; today: string }[],
): Promise<Map<string, number>> {
  const todayOf = new Map(todays.map((t) => [t.userId, t.today]));
  const result = new Map<string, number>();
  for (const run of await newestRuns(db, todays)) {
    const today = todayOf.get(run.userId)!;
    result.set(run.userId, run.latest === today || run.latest === addDays(today, -1) ? run.length : 0);
  }
  return result;
}

/** The phrases of a set each learner answered in the period. */
async function practisedPhrasesOf(
  db: Executor,
  userIds: string[],
  phraseIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (phraseIds.length === 0 || userIds.length === 0) return result;
  const a = exerciseAttempts;
  const rows = await db
    .selectDistinct({ userId: a.userId, phraseId: a.phraseId })
    .from(a)
    .where(
      and(
        inArray(a.userId, userIds),
        gte(a.createdAt, from),
        lt(a.createdAt, to),
        inArray(a.phraseId, [...phraseIds]),
      ),
    );
  for (const row of rows) {
    if (!row.phraseId) continue;
    result.set(row.userId, [...(result.get(row.userId) ?? []), row.phraseId]);
  }
  return result;
}
