import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { circleComments, circleLikes, circlePosts } from '../../../db/schema/live-circle';
import type { Db } from '../../../platform/db';
import { joinUsersOn, userDisplayColumns } from '../../account/account-reads';

export type CirclePostRow = typeof circlePosts.$inferSelect;

/** A page of posts with their authors, newest first (`membersOnly`: the VIP circle's only). */
export async function listCirclePosts(db: Db, input: { page: number; limit: number; membersOnly: boolean }) {
  const where = input.membersOnly ? eq(circlePosts.membersOnly, true) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: circlePosts, author: userDisplayColumns })
      .from(circlePosts)
      .innerJoin(...joinUsersOn(circlePosts.userId))
      .where(where)
      .orderBy(desc(circlePosts.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(circlePosts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCirclePost(db: Db, postId: number) {
  const [post] = await db.select().from(circlePosts).where(eq(circlePosts.id, postId));
  return post;
}

export async function insertCirclePost(tx: Db, post: typeof circlePosts.$inferInsert) {
  const [row] = await tx.insert(circlePosts).values(post).returning();
  return row!;
}

/** Which of these posts the user liked. */
export async function likedAmong(db: Db, userId: number, postIds: number[]) {
  if (postIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ postId: circleLikes.postId })
    .from(circleLikes)
    .where(and(eq(circleLikes.userId, userId), inArray(circleLikes.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
}

/**
 * Adds or takes back a like; the post's count moves only when a row was added or removed, in the
 * same transaction, so concurrent clicks count once. Answers the count after it.
 */
export async function setCircleLike(tx: Db, input: { postId: number; userId: number; like: boolean }) {
  const changed = input.like
    ? await tx.insert(circleLikes).values(input).onConflictDoNothing().returning({ postId: circleLikes.postId })
    : await tx
        .delete(circleLikes)
        .where(and(eq(circleLikes.postId, input.postId), eq(circleLikes.userId, input.userId)))
        .returning({ postId: circleLikes.postId });
  const step = changed.length === 0 ? 0 : input.like ? 1 : -1;
  const [row] = await tx
    .update(circlePosts)
    .set({ likeCount: sql`${circlePosts.likeCount} + ${step}` })
    .where(eq(circlePosts.id, input.postId))
    .returning({ likeCount: circlePosts.likeCount });
  return row?.likeCount ?? 0;
}

export async function insertCircleComment(tx: Db, comment: { postId: number; userId: number; content: string }) {
  const [row] = await tx.insert(circleComments).values(comment).returning();
  await tx
    .update(circlePosts)
    .set({ commentCount: sql`${circlePosts.commentCount} + 1` })
    .where(eq(circlePosts.id, comment.postId));
  return row!;
}

/** A page of a post's comments with their writers, oldest first (a conversation reads down). */
export async function listCircleComments(db: Db, input: { postId: number; page: number; limit: number }) {
  const where = eq(circleComments.postId, input.postId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ comment: circleComments, user: userDisplayColumns })
      .from(circleComments)
      .innerJoin(...joinUsersOn(circleComments.userId))
      .where(where)
      .orderBy(circleComments.id)
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(circleComments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
