import { INLINE_REPLIES } from '@vce/contract/community-comments';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { communityPosts } from '../../db/schema/community';
import { communityComments } from '../../db/schema/community-comments';
import type { Db } from '../../platform/db';
import { hiddenBy, type RemovedBy } from './post-store';
import { readPage } from '../../platform/paging';
import { joinUsersOn, userDisplayAlias, userDisplayColumns } from '../account/account-reads';
import type { WrittenRows } from './write-limits';

const live = isNull(communityComments.deletedAt);
const replyTo = userDisplayAlias('reply_to');

const commentColumns = {
  id: communityComments.id,
  postId: communityComments.postId,
  parentId: communityComments.parentId,
  userId: communityComments.userId,
  content: communityComments.content,
  mentions: communityComments.mentions,
  likeCount: communityComments.likeCount,
  replyCount: communityComments.replyCount,
  createdAt: communityComments.createdAt,
  author: userDisplayColumns,
  replyTo: replyTo.columns,
};

/** Comments with their authors and whom they answer, for a list's `where` and order. */
const selectComments = (db: Db) =>
  db
    .select(commentColumns)
    .from(communityComments)
    .innerJoin(...joinUsersOn(communityComments.userId))
    .leftJoin(...replyTo.joinOn(communityComments.replyToUserId));

export type CommentRow = NonNullable<Awaited<ReturnType<typeof readComment>>>;

/** Comments as the writing limits count them. */
export const writtenComments = {
  kind: 'comment',
  table: communityComments,
  userId: communityComments.userId,
  createdAt: communityComments.createdAt,
} satisfies WrittenRows;

/** A post's live threads (top-level comments), oldest first, one page. */
export async function listThreads(db: Db, query: { postId: number; page: number; limit: number }) {
  const where = and(eq(communityComments.postId, query.postId), isNull(communityComments.parentId), live);
  const rows = selectComments(db).where(where).orderBy(asc(communityComments.id)).$dynamic();
  return readPage(db, { rows, table: communityComments, where, page: query });
}

/** The first `INLINE_REPLIES` live replies of each thread, oldest first. */
export async function listInlineReplies(db: Db, threadIds: number[]) {
  if (threadIds.length === 0) return [];
  const ranked = db
    .select({
      id: communityComments.id,
      rank: sql<number>`row_number() over (partition by ${communityComments.parentId} order by ${communityComments.id})`.as(
        'rank',
      ),
    })
    .from(communityComments)
    .where(and(inArray(communityComments.parentId, threadIds), live))
    .as('ranked');
  return selectComments(db)
    .innerJoin(ranked, eq(ranked.id, communityComments.id))
    .where(sql`${ranked.rank} <= ${INLINE_REPLIES}`)
    .orderBy(asc(communityComments.id));
}

/** One thread's live replies, oldest first, one page. */
export async function listReplies(db: Db, query: { threadId: number; page: number; limit: number }) {
  const where = and(eq(communityComments.parentId, query.threadId), live);
  const rows = selectComments(db).where(where).orderBy(asc(communityComments.id)).$dynamic();
  return readPage(db, { rows, table: communityComments, where, page: query });
}

/** A live comment on a live post, with the post's author and title (a notice names them). */
export async function findLiveComment(db: Db, id: number) {
  const [row] = await db
    .select({
      id: communityComments.id,
      postId: communityComments.postId,
      parentId: communityComments.parentId,
      userId: communityComments.userId,
    })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .where(and(eq(communityComments.id, id), live, isNull(communityPosts.deletedAt)));
  return row;
}

/** A live comment with its author and whom it answers, as a list shows it. */
export async function readComment(db: Db, id: number) {
  const [row] = await selectComments(db).where(and(eq(communityComments.id, id), live));
  return row;
}

export interface NewComment {
  postId: number;
  userId: number;
  parentId: number | null;
  replyToUserId: number | null;
  content: string;
  mentions: { id: number; nickname: string }[];
}

/** Stores a comment and counts it on its post (and its thread, for a reply), in the caller's transaction. */
export async function insertComment(tx: Db, comment: NewComment) {
  const [row] = await tx.insert(communityComments).values(comment).returning({ id: communityComments.id });
  await bumpCounts(tx, { postId: comment.postId, threadId: comment.parentId, by: 1 });
  return row!.id;
}

async function bumpCounts(tx: Db, input: { postId: number; threadId: number | null; by: number }) {
  await tx
    .update(communityPosts)
    .set({ commentCount: sql`${communityPosts.commentCount} + ${input.by}` })
    .where(eq(communityPosts.id, input.postId));
  if (input.threadId !== null)
    await tx
      .update(communityComments)
      .set({ replyCount: sql`${communityComments.replyCount} + ${input.by}` })
      .where(eq(communityComments.id, input.threadId));
}

/**
 * Takes a live comment down (`userId`: only when it is theirs), and with a thread head its live
 * replies, taking them off the post's count (and a reply off its thread's); undefined when it is not
 * theirs or already gone.
 */
export async function takeDownComment(tx: Db, input: { id: number; userId?: number; by: RemovedBy }) {
  const now = new Date();
  const gone = { deletedAt: now, removedBy: input.by };
  const [row] = await tx
    .update(communityComments)
    .set(gone)
    .where(
      and(
        eq(communityComments.id, input.id),
        input.userId === undefined ? undefined : eq(communityComments.userId, input.userId),
        live,
      ),
    )
    .returning({
      id: communityComments.id,
      postId: communityComments.postId,
      parentId: communityComments.parentId,
      userId: communityComments.userId,
      content: communityComments.content,
    });
  if (!row) return undefined;
  const replies =
    row.parentId === null
      ? await tx
          .update(communityComments)
          .set(gone)
          .where(and(eq(communityComments.parentId, row.id), live))
          .returning({ id: communityComments.id })
      : [];
  await bumpCounts(tx, { postId: row.postId, threadId: row.parentId, by: -(1 + replies.length) });
  return { ...row, removedIds: [row.id, ...replies.map((reply) => reply.id)] };
}

/** A comment taken down and, for a thread head, the replies taken down with it (the same moment and hand). */
async function takenDownWith(tx: Db, id: number, by: readonly RemovedBy[]) {
  const [head] = await tx
    .select({
      id: communityComments.id,
      postId: communityComments.postId,
      parentId: communityComments.parentId,
      userId: communityComments.userId,
      content: communityComments.content,
      deletedAt: communityComments.deletedAt,
      removedBy: communityComments.removedBy,
    })
    .from(communityComments)
    .where(and(eq(communityComments.id, id), inArray(communityComments.removedBy, [...by])));
  if (!head?.deletedAt || !head.removedBy) return undefined;
  const rows = or(
    eq(communityComments.id, head.id),
    and(
      eq(communityComments.parentId, head.id),
      eq(communityComments.deletedAt, head.deletedAt),
      eq(communityComments.removedBy, head.removedBy),
    ),
  );
  return { head, rows };
}

/**
 * Shows again a comment hidden by readers' reports or a moderator, with the replies hidden with it,
 * counting them on the post and thread again; undefined when it is not hidden.
 */
export async function restoreComment(tx: Db, id: number) {
  const hidden = await takenDownWith(tx, id, hiddenBy);
  if (!hidden) return undefined;
  const restored = await tx
    .update(communityComments)
    .set({ deletedAt: null, removedBy: null })
    .where(hidden.rows)
    .returning({ id: communityComments.id });
  const { head } = hidden;
  await bumpCounts(tx, { postId: head.postId, threadId: head.parentId, by: restored.length });
  return { ...head, restoredIds: restored.map((row) => row.id) };
}

/**
 * A comment readers' reports hid (and the replies hidden with it) stays hidden by a moderator's
 * decision; answers its text.
 */
export async function keepCommentHidden(tx: Db, id: number) {
  const hidden = await takenDownWith(tx, id, ['reports']);
  if (!hidden) return '';
  await tx.update(communityComments).set({ removedBy: 'moderator' }).where(hidden.rows);
  return hidden.head.content;
}
