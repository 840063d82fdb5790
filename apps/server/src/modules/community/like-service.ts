import type { LikeTarget } from '@vce/contract/community-likes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { likedIds, setLike, writtenLikes } from './like-store';
import { lockLiveTarget } from './targets';
import { checkWriteLimit, limitMessages, type WriteLimits, writeLimitFor } from './write-limits';

/**
 * Likes per user a Beijing day (docs/decisions.md "Community limits"): Discourse's 50 for newcomers,
 * twice it for established accounts (Discourse too raises it with trust). No interval: a reader likes
 * several comments in a row.
 */
export const likeLimits: WriteLimits = {
  regular: { intervalSeconds: 0, perDay: 100 },
  newAccount: { intervalSeconds: 0, perDay: 50 },
};

/**
 * Likes a live post or comment, or takes the like back: the user's like row and the target's count
 * change together under a lock of the target's row, so the count is exact however many arrive at
 * once; sending the same again changes nothing. A new like is announced (`like.added`: honours).
 */
export async function likeTarget(input: {
  app: FastifyInstance;
  userId: number;
  type: LikeTarget;
  id: number;
  cancel: boolean;
}) {
  const { app, userId, type, id } = input;
  const limit = await writeLimitFor(app.db, userId, likeLimits);
  return inTransaction(app.db, async (tx) => {
    const authorId = (await lockLiveTarget(tx, type, id))?.authorId;
    if (authorId === undefined) throw AppError.reject(type === 'post' ? 'postUnknown' : 'commentUnknown');
    if (input.cancel)
      return { is_like: false, like_count: (await setLike(tx, { userId, type, id, by: -1 })).likeCount };
    const isLiked = (await likedIds(tx, { userId, type, ids: [id] })).has(id);
    if (!isLiked) await checkWriteLimit(tx, { rows: writtenLikes, userId, limit, messages: limitMessages.like });
    const { likeCount, changed } = await setLike(tx, { userId, type, id, by: 1 });
    if (changed) await app.events.publish(tx, 'like.added', { userId, authorId, type, id });
    return { is_like: true, like_count: likeCount };
  });
}
