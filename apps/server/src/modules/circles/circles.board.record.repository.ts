import { and, eq, gte, inArray, schema, sql, type Executor } from '@lisan/db';
import { addDays, localDateOf, weekOf } from '../../lib/time.js';
import { phrasesOf, type AssignmentSpec } from './circles.board.assignment.js';

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
