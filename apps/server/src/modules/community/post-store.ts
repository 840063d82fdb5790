import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { communityPosts } from '../../db/schema/community';
import type { Db } from '../../platform/db';
import { readPage } from '../../platform/paging';
import { joinUsersOn, userDisplayColumns } from '../account/account-reads';

const author = userDisplayColumns;
const live = isNull(communityPosts.deletedAt);

const summaryColumns = {
  id: communityPosts.id,
  title: communityPosts.title,
  excerpt: communityPosts.excerpt,
  createdAt: communityPosts.createdAt,
  author,
};

export type PostSummaryRow = Awaited<ReturnType<typeof listPosts>>['rows'][number];

/** A page of posts, newest first: everyone's, or one author's. */
export async function listPosts(db: Db, query: { page: number; limit: number; userId?: number }) {
  const where = query.userId === undefined ? live : and(live, eq(communityPosts.userId, query.userId));
  const rows = db
    .select(summaryColumns)
    .from(communityPosts)
    .innerJoin(...joinUsersOn(communityPosts.userId))
    .where(where)
    .orderBy(desc(communityPosts.id))
    .$dynamic();
  return readPage(db, { rows, table: communityPosts, where, page: query });
}

export async function findPost(db: Db, id: number) {
  const [row] = await db
    .select({ post: communityPosts, author })
    .from(communityPosts)
    .innerJoin(...joinUsersOn(communityPosts.userId))
    .where(and(eq(communityPosts.id, id), live));
  return row;
}

/** An author's posts today (deleted ones too) and the seconds since their newest, by the database's clock. */
export interface RecentPosts {
  today: number;
  secondsSinceNewest: number | null;
}

/**
 * What the posting limits count, under a lock of the author's posting until the transaction ends,
 * so that concurrent posts by one author are counted one after another. An advisory lock of the
 * community's own: nothing else waits on it.
 */
export async function lockRecentPosts(tx: Db, input: { userId: number; dayStart: Date; interval: number }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community.post:${input.userId}`}))`);
  const dayStart = input.dayStart.toISOString();
  const [row] = await tx
    .select({
      today: sql<number>`count(*) filter (where ${communityPosts.createdAt} >= ${dayStart})`.mapWith(Number),
      secondsSinceNewest: sql<number | null>`extract(epoch from now() - max(${communityPosts.createdAt}))`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.userId, input.userId),
        sql`${communityPosts.createdAt} >= least(${dayStart}::timestamptz, now() - make_interval(secs => ${input.interval}))`,
      ),
    );
  return { today: row?.today ?? 0, secondsSinceNewest: row?.secondsSinceNewest ?? null } satisfies RecentPosts;
}

export interface NewPost {
  userId: number;
  title: string;
  content: string;
  excerpt: string;
}

export async function insertPost(tx: Db, post: NewPost) {
  const [row] = await tx.insert(communityPosts).values(post).returning({ id: communityPosts.id });
  return row!.id;
}

/** Marks the author's post deleted; undefined when it is not theirs or already gone. */
export async function deleteOwnPost(db: Db, input: { userId: number; id: number }) {
  const [row] = await db
    .update(communityPosts)
    .set({ deletedAt: new Date() })
    .where(and(eq(communityPosts.id, input.id), eq(communityPosts.userId, input.userId), live))
    .returning({ id: communityPosts.id });
  return row;
}
