import { POST_TEXT_MAX, postTextTooLong } from '@vce/contract/community';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { unixSeconds } from '../../platform/unix-time';
import { cleanPostBody, excerptOf } from './post-html';
import { refuseBannedWords } from './banned-words';
import { likedIds } from './like-store';
import { deleteOwnPost, findPost, insertPost, listPosts, type PostSummaryRow, writtenPosts } from './post-store';
import { checkWriteLimit, limitMessages, type WriteLimits, writeLimitFor } from './write-limits';

/** Posts per author (docs/decisions.md "Community limits"): Discourse's topic defaults, first-day ones for new accounts. */
export const postLimits: WriteLimits = {
  regular: { intervalSeconds: 30, perDay: 20 },
  newAccount: { intervalSeconds: 120, perDay: 3 },
};

const summaryView = (row: PostSummaryRow) => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  author: row.author,
  like_count: row.likeCount,
  comment_count: row.commentCount,
  create_time: unixSeconds(row.createdAt),
});

const pageView = ({ rows, total }: { rows: PostSummaryRow[]; total: number }) => ({
  list: rows.map(summaryView),
  total,
});

/**
 * Publishes a post: its body sanitised, the author's limits checked under a lock on their recent
 * posts, and `post.created` announced in the same transaction (the daily task 期友社区发帖 stands or
 * falls with the post).
 */
export async function publishPost(input: { app: FastifyInstance; userId: number; title: string; content: string }) {
  const { app, userId } = input;
  const { html, text } = cleanPostBody(input.content);
  if (!text) throw AppError.reject('postContentEmpty');
  if (text.length > POST_TEXT_MAX) throw AppError.reject(postTextTooLong);
  refuseBannedWords(`${input.title} ${text}`);
  const post = { userId, title: input.title, content: html, excerpt: excerptOf(text) };
  const limit = await writeLimitFor(app.db, userId, postLimits);
  return inTransaction(app.db, async (tx) => {
    await checkWriteLimit(tx, { rows: writtenPosts, userId, limit, messages: limitMessages.post });
    const postId = await insertPost(tx, post);
    await app.events.publish(tx, 'post.created', { postId, userId });
    return postId;
  });
}

/** A page of the latest posts, everyone's or one author's. */
export async function readPostPage(input: { app: FastifyInstance; page: number; limit: number; userId?: number }) {
  return pageView(await listPosts(input.app.db, input));
}

/** A post's page; `is_mine` tells its author the post is theirs, `is_like` whether the caller likes it. */
export async function readPost(input: { app: FastifyInstance; id: number; userId: number | null }) {
  const { app, id, userId } = input;
  const [row, liked] = await Promise.all([findPost(app.db, id), likedIds(app.db, { userId, type: 'post', ids: [id] })]);
  if (!row) throw AppError.reject('postUnknown');
  return {
    id: row.post.id,
    title: row.post.title,
    content: row.post.content,
    author: row.author,
    like_count: row.post.likeCount,
    comment_count: row.post.commentCount,
    create_time: unixSeconds(row.post.createdAt),
    is_mine: row.post.userId === userId,
    is_like: liked.has(id),
  };
}

/** Deletes one of the caller's own posts; another's, or one already gone, is unknown to them. */
export async function deleteMyPost(input: { app: FastifyInstance; userId: number; id: number }) {
  const row = await deleteOwnPost(input.app.db, { userId: input.userId, id: input.id });
  if (!row) throw AppError.reject('postUnknown');
  return row;
}
