import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { findTopic, listTopics, setTopicFollow, type TopicRow } from './topic-store';

const topicView = (row: TopicRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  post_count: row.postCount,
  week_post_count: row.weekPostCount,
  follower_count: row.followerCount,
  is_follow: row.isFollow,
  is_demo: row.isDemo,
});

/** 热门话题 (or the caller's followed topics), the most active first. */
export async function readTopics(input: {
  app: FastifyInstance;
  page: number;
  limit: number;
  followed: boolean;
  userId: number | null;
}) {
  const { app, userId } = input;
  if (input.followed && userId === null) throw AppError.needLogin();
  const { rows, total } = await listTopics(app.db, {
    page: input.page,
    limit: input.limit,
    viewerId: userId,
    followerId: input.followed ? userId! : undefined,
  });
  return { list: rows.map(topicView), total };
}

export async function readTopic(input: { app: FastifyInstance; id: number; userId: number | null }) {
  const row = await findTopic(input.app.db, { id: input.id, viewerId: input.userId });
  if (!row) throw AppError.reject('topicUnknown');
  return topicView(row);
}

/** Follows or stops following a topic; answers the state and the topic's followers after it. */
export async function followTopic(input: { app: FastifyInstance; userId: number; id: number; cancel: boolean }) {
  const { app, userId, id } = input;
  if (!(await findTopic(app.db, { id, viewerId: null }))) throw AppError.reject('topicUnknown');
  await setTopicFollow(app.db, { userId, topicId: id, follow: !input.cancel });
  const row = (await findTopic(app.db, { id, viewerId: userId }))!;
  return { is_follow: row.isFollow, follower_count: row.followerCount };
}
