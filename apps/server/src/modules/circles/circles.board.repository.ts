import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, schema, sql, type Executor } from '@lisan/db';
import type { AssignmentSpec } from './circles.board.assignment.js';

/* What the board reads: the week's assignment of a circle, and its members' stored weeks and streaks. */

const { circleAssignments, circleMembers, circleMemberWeeks, practiceStreaks, users } = schema;

export interface AssignmentRow {
  circleId: string;
  weekStart: string;
  spec: AssignmentSpec;
  updatedAt: Date;
}

export async function upsertAssignment(
  db: Executor,
  circleId: string,
  weekStart: string,
  spec: AssignmentSpec,
  setBy: string,
) {
  const now = new Date();
  await db
    .insert(circleAssignments)
    .values({ id: randomUUID(), circleId, weekStart, spec, setBy, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [circleAssignments.circleId, circleAssignments.weekStart],
      set: { spec, setBy, updatedAt: now },
    });
}

export async function assignmentsFor(
  db: Executor,
  weeks: { circleId: string; weekStart: string }[],
): Promise<AssignmentRow[]> {
  if (weeks.length === 0) return [];
  const rows = await db
    .select({
      circleId: circleAssignments.circleId,
      weekStart: circleAssignments.weekStart,
      spec: circleAssignments.spec,
      updatedAt: circleAssignments.updatedAt,
    })
    .from(circleAssignments)
    .where(
      inArray(
        circleAssignments.circleId,
        weeks.map((w) => w.circleId),
      ),
    );
  const wanted = new Set(weeks.map((w) => `${w.circleId} ${w.weekStart}`));
  return rows.filter((r) => wanted.has(`${r.circleId} ${r.weekStart}`)) as AssignmentRow[];
}

export async function assignmentFor(
  db: Executor,
  circleId: string,
  weekStart: string,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select({
      circleId: circleAssignments.circleId,
      weekStart: circleAssignments.weekStart,
      spec: circleAssignments.spec,
      updatedAt: circleAssignments.updatedAt,
    })
    .from(circleAssignments)
    .where(and(eq(circleAssignments.circleId, circleId), eq(circleAssignments.weekStart, weekStart)))
    .limit(1);
  return row as AssignmentRow | undefined;
}

/** The circle's members with their stored week and streak: one indexed read. */
export async function boardMembers(db: Executor, circleId: string, weekStart: string) {
  const u = users;
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

/** The assignments one person set, oldest week first (their section of the data export). */
export async function assignmentsSetBy(db: Executor, userId: string) {
  return db
    .select({
      circleId: circleAssignments.circleId,
      weekStart: circleAssignments.weekStart,
      spec: circleAssignments.spec,
      updatedAt: circleAssignments.updatedAt,
    })
    .from(circleAssignments)
    .where(eq(circleAssignments.setBy, userId))
    .orderBy(asc(circleAssignments.weekStart));
}
