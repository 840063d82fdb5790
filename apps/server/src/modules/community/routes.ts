import {
  addPost,
  deletePost,
  myPostList,
  POST_TEXT_MAX,
  postDetail,
  postList,
  postTextTooLong,
} from '@vce/contract/community';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { shanghaiDay } from '../../platform/request-info';
import { unixSeconds } from '../../platform/unix-time';
import { taskEventType } from '../commerce/tasks/task-detectors';
import { recordTaskDone } from '../shell/store';
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

/** 期友社区's posts: writing one (the daily task 期友社区发帖), the latest feed, a post's page, one's own posts. */
export async function communityRoutes(app: FastifyInstance) {
  registerCall(app, addPost, async ({ body, userId }) => {
    const { html, text } = cleanPostBody(body.content);
    if (!text) throw AppError.reject('postContentEmpty');
    if (text.length > POST_TEXT_MAX) throw AppError.reject(postTextTooLong);
    const day = shanghaiDay();
    const dayStart = new Date(`${day}T00:00:00+08:00`);
    const post = { userId, title: body.title, content: html, excerpt: excerptOf(text) };
    // The post and the day's task event stand or fall together.
    const id = await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      checkPostingLimits(await lockRecentPosts(tx, { userId, dayStart, interval: postingLimits.intervalSeconds }));
      const inserted = await insertPost(tx, post);
      await recordTaskDone(tx, { userId, type: taskEventType.communityPost, day, deviceInfo: 'pc' });
      return inserted;
    });
    return { id };
  });

  registerCall(app, postList, async ({ body }) => pageView(await listPosts(app.db, body)));

  registerCall(app, myPostList, async ({ body, userId }) => pageView(await listPosts(app.db, { ...body, userId })));

  registerCall(app, postDetail, async ({ body, userId }) => {
    const row = await findPost(app.db, body.id);
    if (!row) throw AppError.reject('postUnknown');
    return {
      id: row.post.id,
      title: row.post.title,
      content: row.post.content,
      author: row.author,
      create_time: unixSeconds(row.post.createdAt),
      is_mine: row.post.userId === userId,
    };
  });

  registerCall(app, deletePost, async ({ body, userId }) => {
    const row = await deleteOwnPost(app.db, { userId, id: body.id });
    if (!row) throw AppError.reject('postUnknown');
    return row;
  });
}
