import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { findUserDisplay } from './account-service';
import { toUserInfo } from './user-info';
import {
  countFollows,
  deleteFollow,
  insertFollow,
  isFollowing,
  listFollowPage,
  lockFollowingCount,
} from './profile-store';
import { findUserById } from './store';

/** The people one user may follow at most (Weibo's cap): past it following is a crawler, not a reader. */
export const FOLLOW_MAX = 2000;

/**
 * Follows a member or stops following; either is idempotent. A new follow is announced with
 * `user.followed` in its transaction (honours count fans by it). Answers the state and the member's
 * fans after it.
 */
export async function setFollow(input: { app: FastifyInstance; userId: number; targetId: number; cancel: boolean }) {
  const { app, userId, targetId } = input;
  if (targetId === userId) throw AppError.reject('followSelf');
  if (!(await findUserDisplay(app.db, targetId))) throw AppError.reject('memberUnknown');
  const pair = { followerId: userId, followeeId: targetId };
  await inTransaction(app.db, async (tx) => {
    if (input.cancel) return deleteFollow(tx, pair);
    if ((await lockFollowingCount(tx, userId)) >= FOLLOW_MAX && !(await isFollowing(tx, pair)))
      throw AppError.reject(`关注人数已达${FOLLOW_MAX}人上限`);
    if (await insertFollow(tx, pair)) await app.events.publish(tx, 'user.followed', pair);
  });
  return { is_follow: !input.cancel, fans_count: (await countFollows(app.db, targetId)).fans_count };
}

/**
 * A member as their community page shows them: name, face, membership badges, follow counts and
 * whether the viewer follows them; undefined for no such user.
 */
export async function readMemberProfile(app: FastifyInstance, input: { userId: number; viewerId: number | null }) {
  const user = await findUserById(app.db, input.userId);
  if (!user) return undefined;
  const { is_vip: isVip, level } = toUserInfo(user, '', 0);
  const [counts, isFollowed] = await Promise.all([
    countFollows(app.db, user.id),
    input.viewerId === null ? false : isFollowing(app.db, { followerId: input.viewerId, followeeId: user.id }),
  ]);
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    is_vip: isVip,
    level: {
      level: level.level,
      levelImage: level.levelImage,
      tagImage: level.tagImage,
      moneyLevelImage: level.moneyLevelImage,
    },
    ...counts,
    is_follow: isFollowed,
    joinedAt: user.createdAt,
  };
}

/** Whom a user follows and who follows them, counted. */
export const readFollowCounts = (db: Db, userId: number) => countFollows(db, userId);

/** A page of whom a user follows (`following`) or of their fans, newest first, 互相关注 as seen from them. */
export const readFollowPage = (
  db: Db,
  input: { userId: number; direction: 'following' | 'fans'; page: number; limit: number },
) => listFollowPage(db, input);
