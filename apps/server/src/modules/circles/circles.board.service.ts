import {
  type AssignmentProgress,
  type AssignmentRequest,
  type CircleAssignment,
  type CircleBoard,
  type CircleRole,
  type PhraseOptions,
  type PhraseOptionsQuery,
} from '@lisan/contract';
import type { Database, Executor } from '@lisan/db';
import { weekOf, type LocalWeek } from '../../lib/time.js';
import { describeAssignment, validateAssignment } from './circles.board.assignment.js';
import { searchPhrases } from './circles.board.phrase-search.js';
import { rebuildCirclePractice, rebuildStreaks } from './circles.board.recount.repository.js';
import * as repo from './circles.board.repository.js';
import { currentStreak, todayMemo } from './circles.board.streaks.js';
import { access, displayName, teacherAccess } from './circles.membership.access.js';
import { membersOf } from './circles.membership.repository.js';

/* The board: the week's assignment a teacher sets, and each member's practice, progress and streak. */

/** A member's stored totals of the week (absent: nothing practised yet). */
interface WeekTotals {
  assignmentAttempts: number;
  assignmentCorrect: number;
  assignmentPhrases: readonly string[] | null;
}

function progressOf(practice: WeekTotals | undefined, assignment: CircleAssignment): AssignmentProgress {
  const attempts = practice?.assignmentAttempts ?? 0;
  const correct = practice?.assignmentCorrect ?? 0;
  const done =
    assignment.kind === 'exerciseType'
      ? attempts
      : (practice?.assignmentPhrases ?? []).filter((id) => assignment.phraseIds.includes(id)).length;
  const target = assignment.targetCount;
  return {
    attempts,
    correct,
    accuracy: accuracy(correct, attempts),
    done,
    target,
    percent: target === 0 ? 0 : Math.min(100, Math.floor((100 * done) / target)),
  };
}

function accuracy(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((1000 * correct) / total) / 10;
}

/** This week's assignment as the caller sees it, with their own progress and the next phrase to open. */
export async function assignmentWithMyProgress(
  db: Executor,
  userId: string,
  row: repo.AssignmentRow | undefined,
  week: LocalWeek,
) {
  if (!row) return null;
  const practice = await repo.memberWeek(db, row.circleId, week.weekStart, userId);
  const assignment = describeAssignment(
    row.spec,
    week,
    row.updatedAt,
    new Set(practice?.assignmentPhrases ?? []),
  );
  return { ...assignment, myProgress: progressOf(practice, assignment) };
}

/** What new members practised before joining counts on the board: their week so far and their streak. */
export async function countPracticeSoFar(
  tx: Executor,
  circle: { id: string; timeZone: string },
  userIds: string[],
) {
  await rebuildCirclePractice(tx, circle.id, circle.timeZone, userIds);
  const members = (await membersOf(tx, circle.id)).filter((m) => userIds.includes(m.userId));
  await rebuildStreaks(tx, members, circle.timeZone);
}

export async function setAssignment(
  db: Database,
  userId: string,
  circleId: string,
  request: AssignmentRequest,
  now = new Date(),
): Promise<CircleAssignment> {
  const spec = validateAssignment(request);
  return db.transaction(async (tx) => {
    const { circle } = await teacherAccess(tx, circleId, userId);
    const week = weekOf(circle.timeZone, now);
    await repo.upsertAssignment(tx, circleId, week.weekStart, spec, userId);
    // Answers given earlier in the week count towards the assignment that has just been set.
    const members = await membersOf(tx, circleId);
    await rebuildCirclePractice(
      tx,
      circleId,
      circle.timeZone,
      members.map((m) => m.userId),
      now,
    );
    const row = await repo.assignmentFor(tx, circleId, week.weekStart);
    return describeAssignment(row!.spec, week, row!.updatedAt);
  });
}

/** The teacher's phrase picker (only a circle's teacher sets assignments, so only they search). */
export async function phraseOptions(
  db: Executor,
  userId: string,
  circleId: string,
  query: PhraseOptionsQuery,
): Promise<PhraseOptions> {
  await teacherAccess(db, circleId, userId);
  return searchPhrases(query);
}

/**
 * The board: this week's practice of every member who has not hidden themselves (the caller always sees their
 * own row), with streaks on each member's own calendar and the assignment's progress.
 */
export async function board(
  db: Executor,
  userId: string,
  circleId: string,
  now = new Date(),
): Promise<CircleBoard> {
  const { circle } = await access(db, circleId, userId);
  const week = weekOf(circle.timeZone, now);
  const [members, row] = await Promise.all([
    repo.boardMembers(db, circleId, week.weekStart),
    repo.assignmentFor(db, circleId, week.weekStart),
  ]);
  const shown = members.filter((m) => !m.hiddenFromBoard || m.userId === userId);
  const assignment = row ? describeAssignment(row.spec, week, row.updatedAt) : null;
  const todayIn = todayMemo(now);
  return {
    circleId,
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    timeZone: circle.timeZone,
    assignment,
    hiddenCount: members.length - shown.length,
    rows: shown.map((m) => ({
      userId: m.userId,
      displayName: displayName(m.firstName, m.lastName),
      role: m.role as CircleRole,
      isMe: m.userId === userId,
      hidden: m.hiddenFromBoard,
      exercises: m.exercises,
      correct: m.correct,
      accuracy: accuracy(m.correct, m.exercises),
      streakDays: currentStreak(m.streakLastDate, m.streakDays, m.timeZone, circle.timeZone, todayIn),
      assignment: assignment ? progressOf(m, assignment) : null,
    })),
  };
}
