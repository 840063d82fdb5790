import { and, eq, isNull } from 'drizzle-orm';
import { communityPosts } from '../../db/schema/community';
import { communityComments } from '../../db/schema/community-comments';
import type { Db } from '../../platform/db';
import type { RemovedBy } from './post-store';

/** What readers act on (like, report): a post or a comment. */
export type Target = 'post' | 'comment';

/** The table and columns of a post or comment: its live rows only. */
export const targets = {
  post: {
    table: communityPosts,
    id: communityPosts.id,
    postId: communityPosts.id,
    authorId: communityPosts.userId,
    likeCount: communityPosts.likeCount,
    deletedAt: communityPosts.deletedAt,
    removedBy: communityPosts.removedBy,
    live: isNull(communityPosts.deletedAt),
  },
  comment: {
    table: communityComments,
    id: communityComments.id,
    postId: communityComments.postId,
    authorId: communityComments.userId,
    likeCount: communityComments.likeCount,
    deletedAt: communityComments.deletedAt,
    removedBy: communityComments.removedBy,
    live: isNull(communityComments.deletedAt),
  },
};

/**
 * Locks a live post or comment's row for the rest of the transaction and answers its author and post,
 * so concurrent likes or reports of it are counted one after another; undefined when it is gone.
 */
export async function lockLiveTarget(tx: Db, type: Target, id: number) {
  const target = targets[type];
  const [row] = await tx
    .select({ authorId: target.authorId, postId: target.postId })
    .from(target.table)
    .where(and(eq(target.id, id), target.live))
    .for('update');
  return row;
}

/**
 * Locks a post or comment's row whatever its state (a moderator decides on hidden ones too) and
 * answers its author, post and who took it down (null while it is shown); undefined when there is none.
 */
export async function lockAnyTarget(tx: Db, type: Target, id: number) {
  const target = targets[type];
  const [row] = await tx
    .select({
      authorId: target.authorId,
      postId: target.postId,
      deletedAt: target.deletedAt,
      removedBy: target.removedBy,
    })
    .from(target.table)
    .where(eq(target.id, id))
    .for('update');
  return row && { ...row, removedBy: row.deletedAt ? (row.removedBy as RemovedBy | null) : null };
}
