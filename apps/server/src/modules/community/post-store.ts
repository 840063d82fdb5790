import { and, desc, eq, isNull } from 'drizzle-orm';
import { communityPosts } from '../../db/schema/community';
import type { Db } from '../../platform/db';
import { readPage } from '../../platform/paging';
import { joinUsersOn, userDisplayColumns } from '../account/account-reads';
import type { WrittenRows } from './write-limits';

const author = userDisplayColumns;
const live = isNull(communityPosts.deletedAt);

const summaryColumns = {
  id: communityPosts.id,
  title: communityPosts.title,
  excerpt: communityPosts.excerpt,
  likeCount: communityPosts.likeCount,
  commentCount: communityPosts.commentCount,
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

/** Posts as the writing limits count them. */
export const writtenPosts = {
  kind: 'post',
  table: communityPosts,
  userId: communityPosts.userId,
  createdAt: communityPosts.createdAt,
} satisfies WrittenRows;

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
