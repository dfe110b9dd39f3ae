import {
  CIRCLE_LIMITS,
  CIRCLE_TEXTS,
  type CircleDetail,
  type CircleList,
  type CircleRole,
  type CircleSummary,
  type UiLanguage,
  type UpdateCircleRequest,
} from '@lisan/contract';
import type { Database, Executor } from '@lisan/db';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.js';
import { usableTimeZone, weekOf } from '../../lib/time.js';
import { assignmentFor, assignmentsFor } from './circles.board.repository.js';
import { assignmentWithMyProgress, countPracticeSoFar } from './circles.board.service.js';
import { access, displayName, teacherAccess } from './circles.membership.access.js';
import * as repo from './circles.membership.repository.js';

/*
 * Membership: creating, joining, leaving and closing a circle, its members and the teacher's role. A circle's page
 * and the caller's list carry this week's assignment with their own progress (the board's part).
 */

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
    await assignmentFor(db, circleId, week.weekStart),
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
  const assignments = await assignmentsFor(
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
