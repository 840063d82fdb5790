import { paths } from '@vce/contract/routes';
import { and, inArray, isNull } from 'drizzle-orm';
import { communityPosts } from '../../db/schema/community';
import { communityTopics } from '../../db/schema/community-topics';
import type { Db } from '../../platform/db';
import { cleanPostBody } from './post-html';

/**
 * The community as the search index reads it: live posts (a deleted or hidden one is not), and
 * topics. `ids` reads those posts only (an event's), else all. Reading only.
 */
export async function listPostsForSearch(db: Db, ids?: number[]) {
  const rows = await db
    .select({
      id: communityPosts.id,
      title: communityPosts.title,
      content: communityPosts.content,
      createdAt: communityPosts.createdAt,
    })
    .from(communityPosts)
    .where(and(isNull(communityPosts.deletedAt), ids ? inArray(communityPosts.id, ids) : undefined));
  return rows.map((row) => ({
    refId: row.id,
    title: row.title,
    body: cleanPostBody(row.content).text,
    link: paths.communityPost(row.id),
    publishedAt: row.createdAt,
  }));
}

export async function listTopicsForSearch(db: Db, ids?: number[]) {
  const rows = await db
    .select()
    .from(communityTopics)
    .where(ids ? inArray(communityTopics.id, ids) : undefined);
  return rows.map((row) => ({
    refId: row.id,
    title: `#${row.name}#`,
    body: row.description,
    link: paths.communityTopic(row.id),
    publishedAt: row.createdAt,
  }));
}
