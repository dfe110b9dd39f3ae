import { randomInt, randomUUID } from 'node:crypto';
import { CIRCLE_CODE_ALPHABET, CIRCLE_CODE_LENGTH } from '@lisan/contract';
import { and, asc, count, eq, ne, schema, sql, type Executor } from '@lisan/db';

/* Circles and who is in them: the circle rows, invite codes, members and their roles. */

const { circles, circleMembers, users } = schema;

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

/** The circles one person is in, with their role and board choice (their section of the data export). */
export async function membershipsOf(db: Executor, userId: string) {
  return db
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
}
