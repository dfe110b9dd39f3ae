import { randomInt, randomUUID } from 'node:crypto';
import { CIRCLE_CODE_ALPHABET, CIRCLE_CODE_LENGTH } from '@lisan/contract';
import { and, asc, count, eq, gte, inArray, lt, ne, schema, sql, type Executor } from '@lisan/db';
import { addDays } from '../../lib/time.js';
import type { AssignmentSpec } from './circles.assignment.js';

const { circles, circleMembers, circleAssignments, circlePosts, circlePostReports, users, exerciseAttempts } =
  schema;

export type CircleRow = typeof circles.$inferSelect;
export type MemberRow = typeof circleMembers.$inferSelect;

export function newCode(): string {
  let code = '';
  for (let i = 0; i < CIRCLE_CODE_LENGTH; i++)
    code += CIRCLE_CODE_ALPHABET[randomInt(CIRCLE_CODE_ALPHABET.length)];
  return code;
}

export async function insertCircle(
  db: Executor,
  circle: { name: string; description: string; language: string; timeZone: string; teacherId: string },
): Promise<CircleRow> {
  const id = randomUUID();
  const [row] = await db
    .insert(circles)
    .values({
      id,
      name: circle.name,
      description: circle.description,
      language: circle.language,
      timeZone: circle.timeZone,
      code: newCode(),
    })
    .returning();
  await db.insert(circleMembers).values({ circleId: id, userId: circle.teacherId, role: 'teacher' });
  return row!;
}

/** The circle row, locked until the transaction ends (joins count members under it, so 50 is never exceeded). */
export async function lockCircle(db: Executor, id: string): Promise<CircleRow | undefined> {
  const [row] = await db.select().from(circles).where(eq(circles.id, id)).for('update').limit(1);
  return row;
}

export async function findCircleByCode(db: Executor, code: string): Promise<CircleRow | undefined> {
  const [row] = await db.select().from(circles).where(eq(circles.code, code)).limit(1);
  return row;
}

export async function updateCircle(
  db: Executor,
  id: string,
  changes: Partial<Pick<CircleRow, 'name' | 'description' | 'language' | 'code'>>,
) {
  await db
    .update(circles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(circles.id, id));
}

export async function deleteCircle(db: Executor, id: string): Promise<void> {
  await db.delete(circles).where(eq(circles.id, id));
}

/** The circle and one person's membership of it, in one query (undefined when they are not a member). */
export async function findMembership(
  db: Executor,
  circleId: string,
  userId: string,
): Promise<{ circle: CircleRow; member: MemberRow } | undefined> {
  const [row] = await db
    .select({ circle: circles, member: circleMembers })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function findMember(
  db: Executor,
  circleId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function memberCount(db: Executor, circleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(circleMembers)
    .where(eq(circleMembers.circleId, circleId));
  return Number(row?.n ?? 0);
}

export async function membershipCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(circleMembers).where(eq(circleMembers.userId, userId));
  return Number(row?.n ?? 0);
}

export async function addMember(db: Executor, circleId: string, userId: string): Promise<void> {
  await db.insert(circleMembers).values({ circleId, userId, role: 'member' });
}

export async function removeMember(db: Executor, circleId: string, userId: string): Promise<void> {
  await db
    .delete(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
}

export async function setHidden(
  db: Executor,
  circleId: string,
  userId: string,
  hidden: boolean,
): Promise<void> {
  await db
    .update(circleMembers)
    .set({ hiddenFromBoard: hidden })
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
}

/** Moves the teacher role; the old teacher stays as a member. Demote first: one teacher per circle is an index. */
export async function setTeacher(db: Executor, circleId: string, from: string, to: string): Promise<void> {
  await db
    .update(circleMembers)
    .set({ role: 'member' })
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, from)));
  await db
    .update(circleMembers)
    .set({ role: 'teacher' })
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, to)));
}

/** The member who has been in the circle longest, other than `except` (who takes over when a teacher goes). */
export async function longestStandingMember(
  db: Executor,
  circleId: string,
  except: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), ne(circleMembers.userId, except)))
    .orderBy(asc(circleMembers.joinedAt), asc(circleMembers.userId))
    .limit(1);
  return row?.userId;
}

export interface MemberWithName {
  userId: string;
  role: string;
  hiddenFromBoard: boolean;
  joinedAt: Date;
  firstName: string;
  lastName: string;
  timeZone: string | null;
}

/** Members with the names shown to the circle (never the email), longest-standing first. */
export async function membersOf(db: Executor, circleId: string): Promise<MemberWithName[]> {
  return db
    .select({
      userId: circleMembers.userId,
      role: circleMembers.role,
      hiddenFromBoard: circleMembers.hiddenFromBoard,
      joinedAt: circleMembers.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
    })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(eq(circleMembers.circleId, circleId))
    .orderBy(asc(circleMembers.joinedAt), asc(circleMembers.userId));
}

/** The caller's circles with their role and the member count of each. */
export async function circlesOf(db: Executor, userId: string) {
  const counts = db
    .select({ circleId: circleMembers.circleId, n: sql<number>`count(*)::int`.as('n') })
    .from(circleMembers)
    .groupBy(circleMembers.circleId)
    .as('counts');
  return db
    .select({
      circle: circles,
      role: circleMembers.role,
      joinedAt: circleMembers.joinedAt,
      hiddenFromBoard: circleMembers.hiddenFromBoard,
      memberCount: counts.n,
    })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .innerJoin(counts, eq(counts.circleId, circleMembers.circleId))
    .where(eq(circleMembers.userId, userId))
    .orderBy(asc(circleMembers.joinedAt));
}

export async function teachingCircleIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ circleId: circleMembers.circleId })
    .from(circleMembers)
    .where(and(eq(circleMembers.userId, userId), eq(circleMembers.role, 'teacher')));
  return rows.map((r) => r.circleId);
}

// --- assignments -----------------------------------------------------------------------------------------

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

// --- practice --------------------------------------------------------------------------------------------

export interface WeekPractice {
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
export async function weekPractice(
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
export async function newestRuns(
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
export async function practisedPhrasesOf(
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

// --- the member's own data -------------------------------------------------------------------------------

export async function exportFor(db: Executor, userId: string) {
  const memberships = await db
    .select({
      circleId: circles.id,
      name: circles.name,
      description: circles.description,
      language: circles.language,
      role: circleMembers.role,
      hiddenFromBoard: circleMembers.hiddenFromBoard,
      joinedAt: circleMembers.joinedAt,
    })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(eq(circleMembers.userId, userId))
    .orderBy(asc(circleMembers.joinedAt));
  const posts = await db
    .select({
      id: circlePosts.id,
      circleId: circlePosts.circleId,
      parentId: circlePosts.parentId,
      body: circlePosts.body,
      createdAt: circlePosts.createdAt,
    })
    .from(circlePosts)
    .where(eq(circlePosts.authorId, userId))
    .orderBy(asc(circlePosts.createdAt));
  const reports = await db
    .select({
      postId: circlePostReports.postId,
      reason: circlePostReports.reason,
      createdAt: circlePostReports.createdAt,
    })
    .from(circlePostReports)
    .where(eq(circlePostReports.reporterId, userId))
    .orderBy(asc(circlePostReports.createdAt));
  const assignments = await db
    .select({
      circleId: circleAssignments.circleId,
      weekStart: circleAssignments.weekStart,
      spec: circleAssignments.spec,
      updatedAt: circleAssignments.updatedAt,
    })
    .from(circleAssignments)
    .where(eq(circleAssignments.setBy, userId))
    .orderBy(asc(circleAssignments.weekStart));
  const iso = <T extends Record<string, unknown>>(row: T) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
  return {
    memberships: memberships.map(iso),
    posts: posts.map(iso),
    reports: reports.map(iso),
    assignmentsSet: assignments.map(iso),
  };
}
