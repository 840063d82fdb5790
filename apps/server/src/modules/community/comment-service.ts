import type { Comment, CommentThread, Mention } from '@vce/contract/community-comments';
import type { FastifyInstance } from 'fastify';
import { findUserDisplays } from '../account/account-service';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { unixSeconds } from '../../platform/unix-time';
import { refuseBannedWords } from '../../platform/banned-words';
import { forgetGuestPages, freshGuestPage, guestPage, guestPageKey } from './guest-pages';
import {
  type CommentRow,
  takeDownComment,
  findLiveComment,
  insertComment,
  listInlineReplies,
  listReplies,
  listThreads,
  readComment,
  writtenComments,
} from './comment-store';
import { likedIds } from './like-store';
import { excerptOf } from '../../platform/plain-text';
import { findPost, type RemovedBy } from './post-store';
import { checkWriteLimit, limitMessages, type WriteLimits, writeLimitFor } from './write-limits';

/**
 * Comments per user (docs/decisions.md "Community limits"): Discourse's reply defaults (5 s apart, 30 s
 * and 10 in the first day for new accounts) with a daily fuse against floods for everyone.
 */
export const commentLimits: WriteLimits = {
  regular: { intervalSeconds: 5, perDay: 200 },
  newAccount: { intervalSeconds: 30, perDay: 10 },
};

const commentView = (row: CommentRow, liked: Set<number>, userId: number | null): Comment => ({
  id: row.id,
  post_id: row.postId,
  parent_id: row.parentId ?? 0,
  content: row.content,
  author: row.author,
  reply_to:
    row.replyTo?.id == null
      ? null
      : { id: row.replyTo.id, nickname: row.replyTo.nickname!, avatar: row.replyTo.avatar! },
  mentions: row.mentions,
  like_count: row.likeCount,
  is_like: liked.has(row.id),
  is_mine: row.userId === userId,
  create_time: unixSeconds(row.createdAt),
});

/** The users a comment @names: each must exist and stand in the text as `@nickname`. */
async function checkMentions(app: FastifyInstance, input: { content: string; ids: number[] }): Promise<Mention[]> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return [];
  const found = await findUserDisplays(app.db, ids);
  if (found.length !== ids.length || found.some((user) => !input.content.includes(`@${user.nickname}`)))
    throw AppError.reject('mentionNotInText');
  return found.map((user) => ({ id: user.id, nickname: user.nickname }));
}

/**
 * Writes a comment on a live post, or a reply: a reply to a reply joins its thread and names whom it
 * answers. Checked against the banned words and the writer's limits (under a lock of their
 * commenting), counted on the post and thread, and `comment.created` announced in the same
 * transaction (the notices area tells the post's author, the answered and the @named).
 */
export async function addComment(input: {
  app: FastifyInstance;
  userId: number;
  postId: number;
  content: string;
  parentId?: number;
  mentionIds: number[];
}) {
  const { app, userId, postId, content } = input;
  await refuseBannedWords(app.settings, content);
  const mentions = await checkMentions(app, { content, ids: input.mentionIds });
  const limit = await writeLimitFor(app.db, userId, commentLimits);
  const commentId = await inTransaction(app.db, async (tx) => {
    await checkWriteLimit(tx, { rows: writtenComments, userId, limit, messages: limitMessages.comment });
    const post = await findPost(tx, postId);
    if (!post) throw AppError.reject('postUnknown');
    const answered = input.parentId === undefined ? undefined : await findLiveComment(tx, input.parentId);
    if (input.parentId !== undefined && !answered) throw AppError.reject('commentUnknown');
    if (answered && answered.postId !== postId) throw AppError.reject('commentNotOnPost');
    const id = await insertComment(tx, {
      postId,
      userId,
      parentId: answered ? (answered.parentId ?? answered.id) : null,
      replyToUserId: answered?.parentId ? answered.userId : null,
      content,
      mentions,
    });
    await app.events.publish(tx, 'comment.created', {
      commentId: id,
      postId,
      postTitle: post.post.title,
      postAuthorId: post.post.userId,
      userId,
      answeredUserId: answered?.userId ?? null,
      mentionIds: mentions.map((mention) => mention.id),
      excerpt: content.slice(0, 60),
    });
    return id;
  }).finally(() => forgetGuestPages(app));
  const row = await readComment(app.db, commentId);
  return commentView(row!, new Set(), userId);
}

/**
 * A post's threads, oldest first, each with its first replies; the caller's likes marked. A guest's
 * page comes serialised, at once while it is kept (a busy post's readers are mostly guests).
 */
export function readThreads(input: ThreadsQuery) {
  if (input.userId !== null) return loadThreads(input);
  const key = guestPageKey('comments', input.postId, input.page, input.limit);
  return freshGuestPage(input.app, key) ?? guestPage(input.app, key, () => loadThreads(input));
}

interface ThreadsQuery {
  app: FastifyInstance;
  postId: number;
  page: number;
  limit: number;
  userId: number | null;
}

async function loadThreads(input: ThreadsQuery): Promise<{ list: CommentThread[]; total: number }> {
  const { app, userId } = input;
  const { rows, total } = await listThreads(app.db, input);
  const replies = await listInlineReplies(
    app.db,
    rows.map((row) => row.id),
  );
  const liked = await likedIds(app.db, { userId, type: 'comment', ids: [...rows, ...replies].map((row) => row.id) });
  const list = rows.map((row) => ({
    ...commentView(row, liked, userId),
    replies: replies.filter((reply) => reply.parentId === row.id).map((reply) => commentView(reply, liked, userId)),
    reply_count: row.replyCount,
  }));
  return { list, total };
}

/** A live thread's replies, oldest first, one page. */
export async function readReplies(input: {
  app: FastifyInstance;
  threadId: number;
  page: number;
  limit: number;
  userId: number | null;
}) {
  const { app, userId } = input;
  const thread = await findLiveComment(app.db, input.threadId);
  if (!thread || thread.parentId !== null) throw AppError.reject('commentUnknown');
  const { rows, total } = await listReplies(app.db, input);
  const liked = await likedIds(app.db, { userId, type: 'comment', ids: rows.map((row) => row.id) });
  return { list: rows.map((row) => commentView(row, liked, userId)), total };
}

/** Deletes one of the caller's comments (a thread head with its replies); another's is unknown to them. */
export async function deleteMyComment(input: { app: FastifyInstance; userId: number; id: number }) {
  const row = await inTransaction(input.app.db, async (tx) => {
    const removed = await takeDownComment(tx, { id: input.id, userId: input.userId, by: 'author' });
    if (removed) await announceRemovedComment(input.app, tx, { comment: removed, by: 'author' });
    return removed;
  }).finally(() => forgetGuestPages(input.app));
  if (!row) throw AppError.reject('commentUnknown');
  return { id: row.id };
}

/** `community.removed` for a comment taken down (with a thread head, its replies). */
export const announceRemovedComment = (
  app: FastifyInstance,
  tx: Db,
  input: { comment: NonNullable<Awaited<ReturnType<typeof takeDownComment>>>; by: RemovedBy },
) =>
  app.events.publish(tx, 'community.removed', {
    postId: input.comment.postId,
    commentIds: input.comment.removedIds,
    authorId: input.comment.userId,
    by: input.by,
    excerpt: excerptOf(input.comment.content, 30),
  });
