import {
  CIRCLE_LIMITS,
  CIRCLE_TEXTS,
  type AssignmentProgress,
  type AssignmentRequest,
  type CircleAssignment,
  type CircleBoard,
  type CircleDetail,
  type CircleList,
  type CircleRole,
  type CircleSummary,
  type PhraseOptions,
  type PhraseOptionsQuery,
  type UiLanguage,
  type UpdateCircleRequest,
} from '@lisan/contract';
import type { Database, Executor } from '@lisan/db';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.js';
import { describeAssignment, validateAssignment } from './circles.assignment.js';
import {
  boardMembers,
  memberWeek,
  rebuildCirclePractice,
  rebuildStreaks,
} from './circles.practice.repository.js';
import { currentStreak, todayMemo } from './circles.streaks.js';
import { searchPhrases } from './circles.phrase-search.js';
import { access, displayName, teacherAccess } from './circles.access.js';
import * as repo from './circles.repository.js';
import { usableTimeZone, weekOf, type LocalWeek } from '../../lib/time.js';

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
async function assignmentWithMyProgress(
  db: Executor,
  userId: string,
  row: repo.AssignmentRow | undefined,
  week: LocalWeek,
) {
  if (!row) return null;
  const practice = await memberWeek(db, row.circleId, week.weekStart, userId);
  const assignment = describeAssignment(
    row.spec,
    week,
    row.updatedAt,
    new Set(practice?.assignmentPhrases ?? []),
  );
  return { ...assignment, myProgress: progressOf(practice, assignment) };
}

function summaryOf(
  circle: repo.CircleRow,
  member: { role: string; joinedAt: Date },
  memberCount: number,
  assignment: CircleSummary['assignment'],
): CircleSummary {
  const role = member.role as CircleRole;
  return {
    id: circle.id,
    name: circle.name,
    description: circle.description,
    language: circle.language as UiLanguage,
    role,
    memberCount,
    maxMembers: CIRCLE_LIMITS.maxMembers,
    code: role === 'teacher' ? circle.code : null,
    joinedAt: member.joinedAt.toISOString(),
    timeZone: circle.timeZone,
    assignment,
  };
}

export async function getCircle(
  db: Executor,
  userId: string,
  circleId: string,
  now = new Date(),
): Promise<CircleDetail> {
  const { circle, member } = await access(db, circleId, userId);
  const week = weekOf(circle.timeZone, now);
  const members = await repo.membersOf(db, circleId);
  const assignment = await assignmentWithMyProgress(
    db,
    userId,
    await repo.assignmentFor(db, circleId, week.weekStart),
    week,
  );
  return {
    ...summaryOf(circle, member, members.length, assignment),
    hiddenFromBoard: member.hiddenFromBoard,
    members: members.map((m) => ({
      userId: m.userId,
      displayName: displayName(m.firstName, m.lastName),
      role: m.role as CircleRole,
      joinedAt: m.joinedAt.toISOString(),
      isMe: m.userId === userId,
    })),
  };
}

export async function listCircles(db: Executor, userId: string, now = new Date()): Promise<CircleList> {
  const rows = await repo.circlesOf(db, userId);
  const weeks = new Map(rows.map((r) => [r.circle.id, weekOf(r.circle.timeZone, now)]));
  const assignments = await repo.assignmentsFor(
    db,
    rows.map((r) => ({ circleId: r.circle.id, weekStart: weeks.get(r.circle.id)!.weekStart })),
  );
  const byCircle = new Map(assignments.map((a) => [a.circleId, a]));
  const circles: CircleSummary[] = [];
  for (const row of rows) {
    const assignment = await assignmentWithMyProgress(
      db,
      userId,
      byCircle.get(row.circle.id),
      weeks.get(row.circle.id)!,
    );
    circles.push(summaryOf(row.circle, row, row.memberCount, assignment));
  }
  return { circles };
}

export async function createCircle(
  db: Database,
  userId: string,
  input: { name: string; description: string; language: UiLanguage },
  timeZone: string | undefined,
): Promise<CircleDetail> {
  const circleId = await db.transaction(async (tx) => {
    if ((await repo.membershipCount(tx, userId)) >= CIRCLE_LIMITS.circlesPerUser)
      throw new ConflictError(CIRCLE_TEXTS.tooManyCircles, 'too_many_circles');
    const circle = await repo.insertCircle(tx, {
      ...input,
      timeZone: usableTimeZone(timeZone),
      teacherId: userId,
    });
    await countPracticeSoFar(tx, circle, [userId]);
    return circle.id;
  });
  return getCircle(db, userId, circleId);
}

export async function updateCircle(
  db: Database,
  userId: string,
  circleId: string,
  input: UpdateCircleRequest,
): Promise<CircleDetail> {
  const keys = Object.entries(input).filter(([, v]) => v !== undefined && v !== false);
  if (keys.length === 0) throw new BadRequestError(CIRCLE_TEXTS.nothingToUpdate, 'nothing_to_update');
  await db.transaction(async (tx) => {
    await teacherAccess(tx, circleId, userId);
    const changes: Parameters<typeof repo.updateCircle>[2] = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description;
    if (input.language !== undefined) changes.language = input.language;
    if (input.regenerateCode) changes.code = repo.newCode();
    await repo.updateCircle(tx, circleId, changes);
    if (input.teacherId !== undefined) {
      if (input.teacherId === userId)
        throw new BadRequestError(CIRCLE_TEXTS.alreadyTeacher, 'already_teacher');
      if (!(await repo.findMember(tx, circleId, input.teacherId)))
        throw new NotFoundError(CIRCLE_TEXTS.memberNotFound, 'member_not_found');
      await repo.setTeacher(tx, circleId, userId, input.teacherId);
    }
  });
  return getCircle(db, userId, circleId);
}

export async function closeCircle(db: Database, userId: string, circleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await teacherAccess(tx, circleId, userId);
    await repo.deleteCircle(tx, circleId);
  });
}

export async function joinCircle(
  db: Database,
  userId: string,
  code: string,
): Promise<{ circle: CircleDetail; joined: boolean }> {
  const found = await repo.findCircleByCode(db, code);
  if (!found) throw new NotFoundError(CIRCLE_TEXTS.codeNotFound, 'code_not_found');
  const joined = await db.transaction(async (tx) => {
    const circle = await repo.lockCircle(tx, found.id);
    if (!circle) throw new NotFoundError(CIRCLE_TEXTS.codeNotFound, 'code_not_found');
    if (await repo.findMember(tx, circle.id, userId)) return false;
    if ((await repo.memberCount(tx, circle.id)) >= CIRCLE_LIMITS.maxMembers)
      throw new ConflictError(CIRCLE_TEXTS.full, 'circle_full');
    if ((await repo.membershipCount(tx, userId)) >= CIRCLE_LIMITS.circlesPerUser)
      throw new ConflictError(CIRCLE_TEXTS.tooManyCircles, 'too_many_circles');
    await repo.addMember(tx, circle.id, userId);
    await countPracticeSoFar(tx, circle, [userId]);
    return true;
  });
  return { circle: await getCircle(db, userId, found.id), joined };
}

/** What new members practised before joining counts on the board: their week so far and their streak. */
async function countPracticeSoFar(tx: Executor, circle: repo.CircleRow, userIds: string[]) {
  await rebuildCirclePractice(tx, circle.id, circle.timeZone, userIds);
  const members = (await repo.membersOf(tx, circle.id)).filter((m) => userIds.includes(m.userId));
  await rebuildStreaks(tx, members, circle.timeZone);
}

/**
 * The teacher is leaving (or deleting their account): the member who has been in the circle longest takes the
 * role; with nobody else in it, the circle closes.
 */
export async function teacherGoes(
  tx: Executor,
  circleId: string,
  teacherId: string,
): Promise<'handed-over' | 'closed'> {
  const next = await repo.longestStandingMember(tx, circleId, teacherId);
  if (!next) {
    await repo.deleteCircle(tx, circleId);
    return 'closed';
  }
  await repo.setTeacher(tx, circleId, teacherId, next);
  await repo.removeMember(tx, circleId, teacherId);
  return 'handed-over';
}

export async function leaveCircle(db: Database, userId: string, circleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { member } = await access(tx, circleId, userId);
    if (member.role === 'teacher') await teacherGoes(tx, circleId, userId);
    else await repo.removeMember(tx, circleId, userId);
  });
}

export async function removeMember(
  db: Database,
  userId: string,
  circleId: string,
  memberId: string,
): Promise<void> {
  // A member may take themselves out through this route too; removing anyone else is the teacher's.
  if (memberId === userId) {
    const { member } = await access(db, circleId, userId);
    if (member.role === 'teacher')
      throw new BadRequestError(CIRCLE_TEXTS.teacherCannotRemoveSelf, 'teacher_cannot_remove_self');
    return leaveCircle(db, userId, circleId);
  }
  await db.transaction(async (tx) => {
    await teacherAccess(tx, circleId, userId);
    if (!(await repo.findMember(tx, circleId, memberId)))
      throw new NotFoundError(CIRCLE_TEXTS.memberNotFound, 'member_not_found');
    await repo.removeMember(tx, circleId, memberId);
  });
}

export async function updateMembership(
  db: Database,
  userId: string,
  circleId: string,
  hiddenFromBoard: boolean,
) {
  await access(db, circleId, userId);
  await repo.setHidden(db, circleId, userId, hiddenFromBoard);
  return { hiddenFromBoard };
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
    const members = await repo.membersOf(tx, circleId);
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
    boardMembers(db, circleId, week.weekStart),
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
