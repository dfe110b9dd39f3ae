import { and, eq, gte, inArray, schema, sql, type Executor } from '@lisan/db';
import { addDays, localDateOf, usableTimeZone, weekOf } from '../../lib/time.js';
import { phrasesOf, type AssignmentSpec } from './circles.assignment.js';
import * as repo from './circles.repository.js';

/**
 * The board's running totals (ADR 0014): each member's week in each of their circles and their streak, moved as
 * answers are recorded, so that reading the board is one indexed read of at most 50 rows instead of a scan of the
 * week's attempts and practice days.
 */

const { circleMembers, circles, circleAssignments, circleMemberWeeks, practiceStreaks } = schema;

export interface PracticeInput {
  userId: string;
  exerciseType: string;
  phraseId: string | null;
  verdict: 'correct' | 'almost' | 'incorrect';
  timeZone?: string;
  now: Date;
}

/** Whether an answer counts towards an assignment, and the phrase of the set it covers. */
function onAssignment(
  spec: AssignmentSpec | null,
  input: Pick<PracticeInput, 'exerciseType' | 'phraseId'>,
): boolean {
  if (!spec) return false;
  if (spec.kind === 'exerciseType') return input.exerciseType === spec.exerciseType;
  return input.phraseId !== null && phrasesOf(spec).includes(input.phraseId);
}

/**
 * What one recorded answer adds to the boards of the learner's circles, inside the attempt's transaction. A
 * learner in no circle costs one indexed read of circle_members.
 */
export async function recordCirclePractice(tx: Executor, input: PracticeInput): Promise<void> {
  // A circle's week starts within a day of the UTC one, so assignments of the last eight days cover every zone.
  const since = addDays(localDateOf(input.now, 'UTC'), -8);
  const memberships = await tx
    .select({ circleId: circleMembers.circleId, timeZone: circles.timeZone })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(eq(circleMembers.userId, input.userId));
  if (memberships.length === 0) return;
  const assignments = await tx
    .select({
      circleId: circleAssignments.circleId,
      weekStart: circleAssignments.weekStart,
      spec: circleAssignments.spec,
    })
    .from(circleAssignments)
    .where(
      and(
        inArray(
          circleAssignments.circleId,
          memberships.map((m) => m.circleId),
        ),
        gte(circleAssignments.weekStart, since),
      ),
    );
  const correct = input.verdict === 'correct' ? 1 : 0;
  const rows = memberships.map((m) => {
    const weekStart = weekOf(m.timeZone, input.now).weekStart;
    const spec =
      (assignments.find((a) => a.circleId === m.circleId && a.weekStart === weekStart)?.spec as
        AssignmentSpec | undefined) ?? null;
    const counts = onAssignment(spec, input);
    return {
      circleId: m.circleId,
      weekStart,
      userId: input.userId,
      exercises: 1,
      correct,
      assignmentAttempts: counts ? 1 : 0,
      assignmentCorrect: counts ? correct : 0,
      assignmentPhrases: counts && spec?.kind !== 'exerciseType' && input.phraseId ? [input.phraseId] : [],
    };
  });
  const w = circleMemberWeeks;
  await tx
    .insert(w)
    .values(rows)
    .onConflictDoUpdate({
      target: [w.circleId, w.weekStart, w.userId],
      set: {
        exercises: sql`${w.exercises} + 1`,
        correct: sql`${w.correct} + excluded.correct`,
        assignmentAttempts: sql`${w.assignmentAttempts} + excluded.assignment_attempts`,
        assignmentCorrect: sql`${w.assignmentCorrect} + excluded.assignment_correct`,
        assignmentPhrases: sql`case when excluded.assignment_phrases <@ ${w.assignmentPhrases}
          then ${w.assignmentPhrases} else ${w.assignmentPhrases} || excluded.assignment_phrases end`,
      },
    });

  // The streak: the next day extends the run, a later day after a gap starts a new one, and an earlier date
  // (a clock or zone moving backwards) leaves it as it is.
  const day = localDateOf(input.now, input.timeZone ?? 'UTC');
  const s = practiceStreaks;
  await tx
    .insert(s)
    .values({ userId: input.userId, lastDate: day, days: 1 })
    .onConflictDoUpdate({
      target: s.userId,
      set: {
        days: sql`case when ${s.lastDate} >= ${day} then ${s.days}
          when ${s.lastDate} = ${addDays(day, -1)} then ${s.days} + 1 else 1 end`,
        lastDate: sql`greatest(${s.lastDate}, ${day})`,
      },
    });
}

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
  const assignment = await repo.assignmentFor(db, circleId, week.weekStart);
  const spec = assignment?.spec;
  const match: { phraseIds: readonly string[] } | { exerciseType: string } | null = !spec
    ? null
    : spec.kind === 'exerciseType'
      ? { exerciseType: spec.exerciseType }
      : { phraseIds: phrasesOf(spec) };
  const practice = await repo.weekPractice(db, userIds, week.from, week.to, match);
  const phrases =
    match && 'phraseIds' in match
      ? await repo.practisedPhrasesOf(db, userIds, match.phraseIds, week.from, week.to)
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
  const runs = await repo.newestRuns(
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

/** The circle's members with their stored week and streak: one indexed read. */
export async function boardMembers(db: Executor, circleId: string, weekStart: string) {
  const u = schema.users;
  const w = circleMemberWeeks;
  const s = practiceStreaks;
  const m = circleMembers;
  return db
    .select({
      userId: m.userId,
      role: m.role,
      hiddenFromBoard: m.hiddenFromBoard,
      joinedAt: m.joinedAt,
      firstName: u.firstName,
      lastName: u.lastName,
      timeZone: u.timeZone,
      exercises: sql<number>`coalesce(${w.exercises}, 0)`.mapWith(Number),
      correct: sql<number>`coalesce(${w.correct}, 0)`.mapWith(Number),
      assignmentAttempts: sql<number>`coalesce(${w.assignmentAttempts}, 0)`.mapWith(Number),
      assignmentCorrect: sql<number>`coalesce(${w.assignmentCorrect}, 0)`.mapWith(Number),
      assignmentPhrases: w.assignmentPhrases,
      streakLastDate: s.lastDate,
      streakDays: sql<number>`coalesce(${s.days}, 0)`.mapWith(Number),
    })
    .from(m)
    .innerJoin(u, eq(u.id, m.userId))
    .leftJoin(w, and(eq(w.circleId, m.circleId), eq(w.weekStart, weekStart), eq(w.userId, m.userId)))
    .leftJoin(s, eq(s.userId, m.userId))
    .where(eq(m.circleId, circleId))
    .orderBy(m.joinedAt, m.userId);
}

/** One member's stored week in a circle (their own progress on the assignment). */
export async function memberWeek(db: Executor, circleId: string, weekStart: string, userId: string) {
  const w = circleMemberWeeks;
  const [row] = await db
    .select()
    .from(w)
    .where(and(eq(w.circleId, circleId), eq(w.weekStart, weekStart), eq(w.userId, userId)))
    .limit(1);
  return row;
}
