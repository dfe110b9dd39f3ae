import {
  CIRCLE_LIMITS,
  CIRCLE_TEXTS,
  type CirclePost,
  type CirclePosts,
  type CircleReply,
} from '@lisan/contract';
import type { Database, Executor } from '@lisan/db';
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../errors.js';
import { access, displayName } from './circles.membership.access.js';
import * as repo from './circles.wall.repository.js';

/*
 * A circle's wall: members post and reply (one level deep), the author or the teacher deletes, members report.
 * Only members read it (anyone else gets the circle's 404); posting is limited per minute and per day.
 */

export async function listPosts(
  db: Executor,
  userId: string,
  circleId: string,
  query: { before?: string; limit: number },
): Promise<CirclePosts> {
  const { member } = await access(db, circleId, userId);
  let before: { createdAt: Date; id: string } | undefined;
  if (query.before) {
    const post = await repo.findPost(db, circleId, query.before);
    if (!post) throw new NotFoundError(CIRCLE_TEXTS.postNotFound, 'post_not_found');
    before = post;
  }
  const top = await repo.topPosts(db, circleId, query.limit, before);
  const hasMore = top.length > query.limit;
  const page = top.slice(0, query.limit);
  const replies = await repo.repliesTo(
    db,
    page.map((p) => p.id),
  );
  const ids = [...page, ...replies].map((p) => p.id);
  const isTeacher = member.role === 'teacher';
  const [counts, mine] = await Promise.all([
    isTeacher ? repo.reportCounts(db, ids) : new Map<string, number>(),
    repo.reportedBy(db, userId, ids),
  ]);
  const view = (p: repo.PostWithAuthor) => ({
    id: p.id,
    author: { userId: p.authorId, displayName: displayName(p.firstName, p.lastName) },
    body: p.body,
    createdAt: p.createdAt.toISOString(),
    isMine: p.authorId === userId,
    canDelete: isTeacher || p.authorId === userId,
    reportedByMe: mine.has(p.id),
    reportCount: isTeacher ? (counts.get(p.id) ?? 0) : null,
  });
  const byParent = new Map<string, CircleReply[]>();
  for (const r of replies) {
    const list = byParent.get(r.parentId!) ?? [];
    list.push({ ...view(r), parentId: r.parentId! });
    byParent.set(r.parentId!, list);
  }
  const posts: CirclePost[] = page.map((p) => ({
    ...view(p),
    parentId: null,
    replies: byParent.get(p.id) ?? [],
  }));
  return { posts, hasMore };
}

export async function createPost(
  db: Database,
  user: { id: string; firstName: string; lastName: string },
  circleId: string,
  input: { body: string; parentId?: string },
  now = new Date(),
): Promise<CirclePost | CircleReply> {
  const { member } = await access(db, circleId, user.id);
  if (input.parentId) {
    const parent = await repo.findPost(db, circleId, input.parentId);
    if (!parent) throw new NotFoundError(CIRCLE_TEXTS.postNotFound, 'post_not_found');
    if (parent.parentId) throw new BadRequestError(CIRCLE_TEXTS.replyToReply, 'reply_to_reply');
  }
  // Counted from the stored posts, so the limit holds across every app instance.
  if (
    (await repo.postsSince(db, circleId, user.id, new Date(now.getTime() - 60_000))) >=
    CIRCLE_LIMITS.postsPerMinute
  )
    throw new TooManyRequestsError(CIRCLE_TEXTS.postedTooFast, 'posting_too_fast');
  if (
    (await repo.postsSince(db, circleId, user.id, new Date(now.getTime() - 86_400_000))) >=
    CIRCLE_LIMITS.postsPerDay
  )
    throw new TooManyRequestsError(CIRCLE_TEXTS.postedTooMuch, 'posting_limit');
  const row = await repo.insertPost(db, {
    circleId,
    authorId: user.id,
    parentId: input.parentId ?? null,
    body: input.body,
  });
  const base = {
    id: row.id,
    author: { userId: user.id, displayName: displayName(user.firstName, user.lastName) },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    isMine: true,
    canDelete: true,
    reportedByMe: false,
    reportCount: member.role === 'teacher' ? 0 : null,
  };
  return row.parentId ? { ...base, parentId: row.parentId } : { ...base, parentId: null, replies: [] };
}

export async function deletePost(
  db: Database,
  userId: string,
  circleId: string,
  postId: string,
): Promise<void> {
  const { member } = await access(db, circleId, userId);
  const post = await repo.findPost(db, circleId, postId);
  if (!post) throw new NotFoundError(CIRCLE_TEXTS.postNotFound, 'post_not_found');
  if (member.role !== 'teacher' && post.authorId !== userId)
    throw new ForbiddenError(CIRCLE_TEXTS.teacherOnly, 'teacher_only');
  await repo.deletePost(db, postId);
}

export async function reportPost(
  db: Database,
  userId: string,
  circleId: string,
  postId: string,
  reason: string | undefined,
) {
  await access(db, circleId, userId);
  const post = await repo.findPost(db, circleId, postId);
  if (!post) throw new NotFoundError(CIRCLE_TEXTS.postNotFound, 'post_not_found');
  if (post.authorId === userId) throw new BadRequestError(CIRCLE_TEXTS.reportOwnPost, 'report_own_post');
  await repo.insertReport(db, postId, userId, reason ?? '');
  return { reported: true as const };
}
