import { POST_TEXT_MAX, postTextTooLong } from '@vce/contract/community';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { shanghaiDay } from '../../platform/request-info';
import { inTransaction } from '../../platform/transaction';
import { unixSeconds } from '../../platform/unix-time';
import { cleanPostBody, excerptOf } from './post-html';
import {
  deleteOwnPost,
  findPost,
  insertPost,
  listPosts,
  lockRecentPosts,
  type PostSummaryRow,
  type RecentPosts,
} from './post-store';

/** One post per author per this many seconds, and so many a Beijing day (docs/decisions.md "Community posts"). */
export const postingLimits = { intervalSeconds: 30, perDay: 20 };

function checkPostingLimits({ today, secondsSinceNewest }: RecentPosts) {
  if (today >= postingLimits.perDay)
    throw AppError.reject(msg.postDailyLimit.replace('{max}', String(postingLimits.perDay)));
  const wait = secondsSinceNewest === null ? 0 : Math.ceil(postingLimits.intervalSeconds - secondsSinceNewest);
  if (wait > 0) throw AppError.reject(msg.postTooFrequent.replace('{seconds}', String(wait)));
}

const summaryView = (row: PostSummaryRow) => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  author: row.author,
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
  const dayStart = new Date(`${shanghaiDay()}T00:00:00+08:00`);
  const post = { userId, title: input.title, content: html, excerpt: excerptOf(text) };
  return inTransaction(app.db, async (tx) => {
    checkPostingLimits(await lockRecentPosts(tx, { userId, dayStart, interval: postingLimits.intervalSeconds }));
    const postId = await insertPost(tx, post);
    await app.events.publish(tx, 'post.created', { postId, userId });
    return postId;
  });
}

/** A page of the latest posts, everyone's or one author's. */
export async function readPostPage(input: { app: FastifyInstance; page: number; limit: number; userId?: number }) {
  return pageView(await listPosts(input.app.db, input));
}

/** A post's page; `is_mine` tells its author the post is theirs. */
export async function readPost(input: { app: FastifyInstance; id: number; userId: number | null }) {
  const row = await findPost(input.app.db, input.id);
  if (!row) throw AppError.reject('postUnknown');
  return {
    id: row.post.id,
    title: row.post.title,
    content: row.post.content,
    author: row.author,
    create_time: unixSeconds(row.post.createdAt),
    is_mine: row.post.userId === input.userId,
  };
}

/** Deletes one of the caller's own posts; another's, or one already gone, is unknown to them. */
export async function deleteMyPost(input: { app: FastifyInstance; userId: number; id: number }) {
  const row = await deleteOwnPost(input.app.db, { userId: input.userId, id: input.id });
  if (!row) throw AppError.reject('postUnknown');
  return row;
}
