import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { communityPostTopics, communityTopicFollows, communityTopics } from '../../../db/schema/community-topics';
import type { Db } from '../../../platform/db';
import type { PageQuery } from '../../../platform/paging';

/**
 * Topics' ids by name, in the order of `names`, each made the first time a post names it (concurrent
 * posts naming a new one make it once).
 */
export async function ensureTopics(tx: Db, names: string[]) {
  if (names.length === 0) return [];
  await tx
    .insert(communityTopics)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const keys = names.map((name) => name.toLowerCase());
  const rows = await tx
    .select({ id: communityTopics.id, name: communityTopics.name })
    .from(communityTopics)
    .where(inArray(sql`lower(${communityTopics.name})`, keys));
  return rows.sort((a, b) => keys.indexOf(a.name.toLowerCase()) - keys.indexOf(b.name.toLowerCase()));
}

/** Links a post to the topics it names, in that order. */
export async function linkPostTopics(tx: Db, postId: number, topicIds: number[]) {
  if (topicIds.length > 0)
    await tx.insert(communityPostTopics).values(topicIds.map((topicId, position) => ({ postId, topicId, position })));
}

/** The topics each of `postIds` names. */
export async function listPostTopics(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: communityPostTopics.postId, id: communityTopics.id, name: communityTopics.name })
    .from(communityPostTopics)
    .innerJoin(communityTopics, eq(communityTopics.id, communityPostTopics.topicId))
    .where(inArray(communityPostTopics.postId, postIds))
    .orderBy(communityPostTopics.postId, communityPostTopics.position);
}

/** The ids of the posts naming a topic (a feed's filter). */
export const topicPostIds = (db: Db, topicId: number) =>
  db
    .select({ id: communityPostTopics.postId })
    .from(communityPostTopics)
    .where(eq(communityPostTopics.topicId, topicId));

/*
 * Drizzle writes a selected field's columns without their table, which inside a subquery would name the
 * subquery's own tables: these subqueries name every column in full.
 */
/** A topic's live posts, all told or those of the last 7 days; counted, never kept, so a deleted post leaves them at once. */
const livePostsOf = (lastWeek: boolean) =>
  sql<number>`(select count(*)::int from community_post_topics pt
    join community_posts p on p.id = pt.post_id and p.deleted_at is null
    where pt.topic_id = community_topics.id ${lastWeek ? sql`and p.created_at > now() - interval '7 days'` : sql``})`;

const topicColumns = (viewerId: number | null) => ({
  id: communityTopics.id,
  name: communityTopics.name,
  description: communityTopics.description,
  isDemo: communityTopics.isDemo,
  postCount: livePostsOf(false),
  weekPostCount: livePostsOf(true),
  followerCount: sql<number>`(select count(*)::int from community_topic_follows f where f.topic_id = community_topics.id)`,
  isFollow:
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from community_topic_follows f
          where f.topic_id = community_topics.id and f.user_id = ${viewerId})`,
});

export type TopicRow = Awaited<ReturnType<typeof findTopic>> & {};

export async function findTopic(db: Db, input: { id: number; viewerId: number | null }) {
  const [row] = await db
    .select(topicColumns(input.viewerId))
    .from(communityTopics)
    .where(eq(communityTopics.id, input.id));
  return row;
}

/** Topics with live posts, the most active first; `followerId`: only the topics they follow. */
export async function listTopics(db: Db, query: PageQuery & { viewerId: number | null; followerId?: number }) {
  const where =
    query.followerId === undefined
      ? sql`${livePostsOf(false)} > 0`
      : inArray(
          communityTopics.id,
          db
            .select({ id: communityTopicFollows.topicId })
            .from(communityTopicFollows)
            .where(eq(communityTopicFollows.userId, query.followerId)),
        );
  const columns = topicColumns(query.viewerId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(communityTopics)
      .where(where)
      .orderBy(desc(columns.weekPostCount), desc(columns.postCount), desc(communityTopics.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(communityTopics).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Follows (`follow`) or stops following a topic; idempotent both ways. */
export async function setTopicFollow(db: Db, input: { userId: number; topicId: number; follow: boolean }) {
  const key = { userId: input.userId, topicId: input.topicId };
  if (input.follow) await db.insert(communityTopicFollows).values(key).onConflictDoNothing();
  else
    await db
      .delete(communityTopicFollows)
      .where(and(eq(communityTopicFollows.userId, key.userId), eq(communityTopicFollows.topicId, key.topicId)));
}
