import type { FastifyInstance } from 'fastify';
import { countProductFollowers, isProductFollowed, setProductFollow } from '../account/account-service';
import { AppError } from '../../platform/errors';
import { boardProductOf } from './post-products';
import { countBoardPosts } from './post-store';

/**
 * A product's board: its name and exchange, its live posts and the traders who follow the product
 * (the profile's followed products: following a board is following its product).
 */
export async function readBoard(input: { app: FastifyInstance; symbol: string; userId: number | null }) {
  const { app, userId } = input;
  const product = boardProductOf(input.symbol);
  if (!product) throw AppError.reject('boardUnknown');
  const symbol = product.code;
  const [postCount, followerCount, isFollow] = await Promise.all([
    countBoardPosts(app.db, symbol),
    countProductFollowers(app.db, symbol),
    userId === null ? false : isProductFollowed(app.db, { userId, symbol }),
  ]);
  return {
    symbol,
    name: product.name_cn,
    exchange: product.exchange,
    post_count: postCount,
    follower_count: followerCount,
    is_follow: isFollow,
  };
}

/** 关注 on a board: follows its product (within the profile's cap), or stops. */
export async function followBoard(input: { app: FastifyInstance; userId: number; symbol: string; cancel: boolean }) {
  const { app, userId } = input;
  const product = boardProductOf(input.symbol);
  if (!product) throw AppError.reject('boardUnknown');
  await setProductFollow(app.db, { userId, symbol: product.code, follow: !input.cancel });
  return { is_follow: !input.cancel, follower_count: await countProductFollowers(app.db, product.code) };
}
