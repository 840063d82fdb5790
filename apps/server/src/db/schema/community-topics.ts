import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { communityPosts } from './community';

/**
 * 话题: named by the first post that writes `#名称#` (community/post-topics.ts), or seeded with a
 * description. Their counts are read from the rows below, so a deleted post leaves them at once.
 */
export const communityTopics = pgTable(
  'community_topics',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** What the topic is about: seeded topics have one; a topic a post starts has none until an operator writes it. */
    description: text('description').notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('community_topics_name').on(sql`lower(${t.name})`)],
);

/** The topics a post names (at most 3), in the order it names them. */
export const communityPostTopics = pgTable(
  'community_post_topics',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.topicId] }), index('community_post_topics_topic').on(t.topicId, t.postId)],
);

/** Who follows which topic. */
export const communityTopicFollows = pgTable(
  'community_topic_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] }), index('community_topic_follows_topic').on(t.topicId)],
);
