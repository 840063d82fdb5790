import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { communityPostProducts, communityPosts } from '../../db/schema/community';
import { communityQuestions } from '../../db/schema/community-questions';
import { communityPostTopics } from '../../db/schema/community-topics';
import type { Db } from '../../platform/db';
import { type PageQuery, readPage } from '../../platform/paging';
import { followeeIdsOf, joinUsersOn, userDisplayColumns } from '../account/account-reads';
import { linkPostTopics, topicPostIds } from './topics/topic-store';
import type { WrittenRows } from './write-limits';

const author = userDisplayColumns;
const live = isNull(communityPosts.deletedAt);

const summaryColumns = {
  id: communityPosts.id,
  title: communityPosts.title,
  excerpt: communityPosts.excerpt,
  likeCount: communityPosts.likeCount,
  commentCount: communityPosts.commentCount,
  isDemo: communityPosts.isDemo,
  createdAt: communityPosts.createdAt,
  author,
};

export type PostSummaryRow = Awaited<ReturnType<typeof listPosts>>['rows'][number];

/**
 * How hot a post is (docs/decisions.md "Community feeds and boards"): its replies count twice its
 * likes, and its age in hours pulls it down with Hacker News's gravity of 1.5.
 */
const hotness = sql`(${communityPosts.likeCount} + 2 * ${communityPosts.commentCount} + 1)
  / power(extract(epoch from now() - ${communityPosts.createdAt}) / 3600 + 2, 1.5)`;
/** The hot feed ranks the last two weeks' posts. */
const HOT_WINDOW_DAYS = 14;

export interface PostQuery {
  page: number;
  limit: number;
  /** `hot` ranks by `hotness`; otherwise newest first. */
  order?: 'latest' | 'hot';
  /** One author's posts. */
  userId?: number;
  /** The posts of the authors a user follows. */
  followerId?: number;
  /** The posts tagged with a product (its board). */
  symbol?: string;
  /** The posts naming a topic. */
  topicId?: number;
  /** Questions only; `open`: those not yet settled. */
  questions?: 'all' | 'open';
}

/** A page of live posts: everyone's, an author's, the followed authors', a board's; newest or hottest first. */
export async function listPosts(db: Db, query: PostQuery) {
  const where = and(
    live,
    query.userId === undefined ? undefined : eq(communityPosts.userId, query.userId),
    query.followerId === undefined ? undefined : inArray(communityPosts.userId, followeeIdsOf(db, query.followerId)),
    query.symbol === undefined
      ? undefined
      : inArray(
          communityPosts.id,
          db
            .select({ id: communityPostProducts.postId })
            .from(communityPostProducts)
            .where(eq(communityPostProducts.symbol, query.symbol)),
        ),
    query.topicId === undefined ? undefined : inArray(communityPosts.id, topicPostIds(db, query.topicId)),
    query.order === 'hot'
      ? sql`${communityPosts.createdAt} > now() - make_interval(days => ${HOT_WINDOW_DAYS})`
      : undefined,
    query.questions === undefined
      ? undefined
      : inArray(
          communityPosts.id,
          db
            .select({ id: communityQuestions.postId })
            .from(communityQuestions)
            .where(query.questions === 'open' ? isNull(communityQuestions.settledAt) : undefined),
        ),
  );
  const rows = db
    .select(summaryColumns)
    .from(communityPosts)
    .innerJoin(...joinUsersOn(communityPosts.userId))
    .where(where)
    .orderBy(...(query.order === 'hot' ? [desc(hotness), desc(communityPosts.id)] : [desc(communityPosts.id)]))
    .$dynamic();
  return readPage(db, { rows, table: communityPosts, where, page: query });
}

/** A user's marks on posts (favourites, readings): whose, which post, and when. */
export interface PostMarks {
  table: PgTable;
  userId: PgColumn;
  postId: PgColumn;
  at: PgColumn;
}

/** A page of the live posts a user has marked, the latest mark first, each with its time; `since` leaves older marks out. */
export async function listMarkedPosts(db: Db, input: PageQuery & { marks: PostMarks; userId: number; since?: Date }) {
  const { marks } = input;
  const where = and(
    eq(marks.userId, input.userId),
    input.since === undefined ? undefined : gt(marks.at, input.since),
    inArray(marks.postId, db.select({ id: communityPosts.id }).from(communityPosts).where(live)),
  );
  const rows = db
    .select({
      ...summaryColumns,
      markedAt: sql`${marks.at}`.mapWith((value) => marks.at.mapFromDriverValue(value) as Date),
    })
    .from(marks.table)
    .innerJoin(communityPosts, eq(communityPosts.id, marks.postId))
    .innerJoin(...joinUsersOn(communityPosts.userId))
    .where(where)
    .orderBy(desc(marks.at), desc(communityPosts.id))
    .$dynamic();
  return readPage(db, { rows, table: marks.table, where, page: input });
}

/** The products each of `postIds` is tagged with. */
export async function listPostProducts(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: communityPostProducts.postId, symbol: communityPostProducts.symbol })
    .from(communityPostProducts)
    .where(inArray(communityPostProducts.postId, postIds));
}

/** The live posts on a product's board. */
export async function countBoardPosts(db: Db, symbol: string) {
  const [row] = await db
    .select({ n: count() })
    .from(communityPostProducts)
    .innerJoin(communityPosts, eq(communityPosts.id, communityPostProducts.postId))
    .where(and(eq(communityPostProducts.symbol, symbol), live));
  return row?.n ?? 0;
}

export async function findPost(db: Db, id: number) {
  const [row] = await db
    .select({ post: communityPosts, author })
    .from(communityPosts)
    .innerJoin(...joinUsersOn(communityPosts.userId))
    .where(and(eq(communityPosts.id, id), live));
  return row;
}

/** Posts as the writing limits count them. */
export const writtenPosts = {
  kind: 'post',
  table: communityPosts,
  userId: communityPosts.userId,
  createdAt: communityPosts.createdAt,
} satisfies WrittenRows;

/** A post's row to store: its writer and content (and, for demo content, its counts, mark and time). */
export type NewPost = Pick<typeof communityPosts.$inferInsert, 'userId' | 'title' | 'content' | 'excerpt'> &
  Partial<Pick<typeof communityPosts.$inferInsert, 'likeCount' | 'commentCount' | 'isDemo' | 'createdAt'>>;

/** Stores a post, the products it is tagged with and the topics it names. */
export async function insertPost(
  tx: Db,
  { symbols, topicIds, ...post }: NewPost & { symbols: string[]; topicIds: number[] },
) {
  const [row] = await tx.insert(communityPosts).values(post).returning({ id: communityPosts.id });
  const postId = row!.id;
  if (symbols.length > 0) await tx.insert(communityPostProducts).values(symbols.map((symbol) => ({ postId, symbol })));
  await linkPostTopics(tx, postId, topicIds);
  return postId;
}

/** The author's live post, locked for an edit; undefined when it is not theirs or gone. */
export async function lockOwnPost(tx: Db, input: { id: number; userId: number }) {
  const [row] = await tx
    .select({ id: communityPosts.id, createdAt: communityPosts.createdAt })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, input.id), eq(communityPosts.userId, input.userId), live))
    .for('update');
  return row;
}

/** Replaces a post's title and content, and the products and topics it names, as its author edited them. */
export async function updatePost(
  tx: Db,
  input: { id: number; title: string; content: string; excerpt: string; symbols: string[]; topicIds: number[] },
) {
  const { id: postId, symbols, topicIds, ...changes } = input;
  await tx
    .update(communityPosts)
    .set({ ...changes, editedAt: new Date() })
    .where(eq(communityPosts.id, postId));
  await tx.delete(communityPostProducts).where(eq(communityPostProducts.postId, postId));
  await tx.delete(communityPostTopics).where(eq(communityPostTopics.postId, postId));
  if (symbols.length > 0) await tx.insert(communityPostProducts).values(symbols.map((symbol) => ({ postId, symbol })));
  await linkPostTopics(tx, postId, topicIds);
}

/**
 * Who takes a post or comment down: its author, readers' reports (it is hidden until a moderator
 * looks) or a moderator.
 */
export type RemovedBy = 'author' | 'reports' | 'moderator';
/** Those whose taking down a moderator may undo (never an author's own delete). */
export const hiddenBy = ['reports', 'moderator'] as const;

/**
 * Takes a live post down (`userId`: only when it is theirs); undefined when it is not theirs or
 * already gone.
 */
export async function takeDownPost(db: Db, input: { id: number; userId?: number; by: RemovedBy }) {
  const [row] = await db
    .update(communityPosts)
    .set({ deletedAt: new Date(), removedBy: input.by })
    .where(
      and(
        eq(communityPosts.id, input.id),
        input.userId === undefined ? undefined : eq(communityPosts.userId, input.userId),
        live,
      ),
    )
    .returning({ id: communityPosts.id, userId: communityPosts.userId, title: communityPosts.title });
  return row;
}

/** Shows again a post hidden by readers' reports or a moderator; undefined when it is not hidden. */
export async function restorePost(tx: Db, id: number) {
  const [row] = await tx
    .update(communityPosts)
    .set({ deletedAt: null, removedBy: null })
    .where(and(eq(communityPosts.id, id), inArray(communityPosts.removedBy, [...hiddenBy])))
    .returning({ id: communityPosts.id, userId: communityPosts.userId, title: communityPosts.title });
  return row;
}

/** A post readers' reports hid stays hidden by a moderator's decision; answers its title. */
export async function keepPostHidden(tx: Db, id: number) {
  const [row] = await tx
    .update(communityPosts)
    .set({ removedBy: 'moderator' })
    .where(and(eq(communityPosts.id, id), eq(communityPosts.removedBy, 'reports')))
    .returning({ title: communityPosts.title });
  return row?.title ?? '';
}
