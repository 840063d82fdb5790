import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/account';
import { communityPosts } from '../../db/schema/community';
import type { Db } from '../../platform/db';

const author = { id: users.id, nickname: users.nickname, avatar: users.avatar };
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
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(communityPosts)
      .innerJoin(users, eq(users.id, communityPosts.userId))
      .where(where)
      .orderBy(desc(communityPosts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(communityPosts).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findPost(db: Db, id: number) {
  const [row] = await db
    .select({ post: communityPosts, author })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(and(eq(communityPosts.id, id), live));
  return row;
}

/** An author's posts today (deleted ones too) and the seconds since their newest, by the database's clock. */
export interface RecentPosts {
  today: number;
  secondsSinceNewest: number | null;
}

/**
 * What the posting limits count, with the author's row locked until the transaction ends, so that
 * concurrent posts by one author are counted one after another. The lock leaves the row's key
 * alone: payments and ledger rows that reference the user do not wait on it.
 */
export async function lockRecentPosts(tx: Db, input: { userId: number; dayStart: Date; interval: number }) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('no key update');
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
