import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, schema, sql, type Executor } from '@lisan/db';

/* The circle wall's storage: posts, replies and reports. */

const { circlePosts, circlePostReports, users } = schema;

export type PostRow = typeof circlePosts.$inferSelect;

export async function insertPost(
  db: Executor,
  post: { circleId: string; authorId: string; parentId: string | null; body: string },
): Promise<PostRow> {
  const [row] = await db
    .insert(circlePosts)
    .values({ id: randomUUID(), ...post })
    .returning();
  return row!;
}

export async function findPost(db: Executor, circleId: string, postId: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(circlePosts)
    .where(and(eq(circlePosts.circleId, circleId), eq(circlePosts.id, postId)))
    .limit(1);
  return row;
}

export async function deletePost(db: Executor, postId: string): Promise<void> {
  await db.delete(circlePosts).where(eq(circlePosts.id, postId));
}

export async function postsSince(
  db: Executor,
  circleId: string,
  authorId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(circlePosts)
    .where(
      and(
        eq(circlePosts.authorId, authorId),
        eq(circlePosts.circleId, circleId),
        gte(circlePosts.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

const postColumns = {
  id: circlePosts.id,
  parentId: circlePosts.parentId,
  authorId: circlePosts.authorId,
  body: circlePosts.body,
  createdAt: circlePosts.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};
export type PostWithAuthor = {
  id: string;
  parentId: string | null;
  authorId: string;
  body: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
};

/** Top-level posts, newest first, older than `before` when given (limit + 1 rows, to tell whether more exist). */
export async function topPosts(
  db: Executor,
  circleId: string,
  limit: number,
  before?: { createdAt: Date; id: string },
): Promise<PostWithAuthor[]> {
  const older = before
    ? sql`(${circlePosts.createdAt} < ${before.createdAt.toISOString()}::timestamptz or (${circlePosts.createdAt} = ${before.createdAt.toISOString()}::timestamptz and ${circlePosts.id} < ${before.id}))`
    : undefined;
  return db
    .select(postColumns)
    .from(circlePosts)
    .innerJoin(users, eq(users.id, circlePosts.authorId))
    .where(and(eq(circlePosts.circleId, circleId), isNull(circlePosts.parentId), older))
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
    .limit(limit + 1);
}

export async function repliesTo(db: Executor, parentIds: string[]): Promise<PostWithAuthor[]> {
  if (parentIds.length === 0) return [];
  return db
    .select(postColumns)
    .from(circlePosts)
    .innerJoin(users, eq(users.id, circlePosts.authorId))
    .where(inArray(circlePosts.parentId, parentIds))
    .orderBy(asc(circlePosts.createdAt), asc(circlePosts.id));
}

export async function reportCounts(db: Executor, postIds: string[]): Promise<Map<string, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: circlePostReports.postId, n: count() })
    .from(circlePostReports)
    .where(inArray(circlePostReports.postId, postIds))
    .groupBy(circlePostReports.postId);
  return new Map(rows.map((r) => [r.postId, Number(r.n)]));
}

export async function reportedBy(db: Executor, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: circlePostReports.postId })
    .from(circlePostReports)
    .where(and(eq(circlePostReports.reporterId, userId), inArray(circlePostReports.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

export async function insertReport(
  db: Executor,
  postId: string,
  reporterId: string,
  reason: string,
): Promise<void> {
  await db.insert(circlePostReports).values({ postId, reporterId, reason }).onConflictDoNothing();
}

/** The posts one person wrote, oldest first (their section of the data export). */
export async function postsBy(db: Executor, userId: string) {
  return db
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
}

/** The reports one person made, oldest first (their section of the data export). */
export async function reportsBy(db: Executor, userId: string) {
  return db
    .select({
      postId: circlePostReports.postId,
      reason: circlePostReports.reason,
      createdAt: circlePostReports.createdAt,
    })
    .from(circlePostReports)
    .where(eq(circlePostReports.reporterId, userId))
    .orderBy(asc(circlePostReports.createdAt));
}
