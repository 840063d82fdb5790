import { FAVOURITES_MAX, favouriteLimitMessage, HISTORY_DAYS } from '@vce/contract/community-reading';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { unixSeconds } from '../../../platform/unix-time';
import { pageView } from '../post-service';
import { findPost, listMarkedPosts, type PostMarks } from '../post-store';
import { countFavourites, deleteViews, favouriteMarks, setFavourite, viewMarks } from './reading-store';

/**
 * Keeps a live post among the caller's favourites (up to `FAVOURITES_MAX`), or lets it go. A post
 * deleted later leaves the list by itself (the list reads live posts only).
 */
export async function favouritePost(input: { app: FastifyInstance; userId: number; postId: number; cancel: boolean }) {
  const { app, userId, postId } = input;
  if (!input.cancel) {
    if (!(await findPost(app.db, postId))) throw AppError.reject('postUnknown');
    if ((await countFavourites(app.db, userId)) >= FAVOURITES_MAX) throw AppError.reject(favouriteLimitMessage);
  }
  await setFavourite(app.db, { userId, postId, keep: !input.cancel });
  return { is_favourite: !input.cancel };
}

async function markedPage(
  app: FastifyInstance,
  query: { userId: number; page: number; limit: number; marks: PostMarks; since?: Date },
) {
  const { rows, total } = await listMarkedPosts(app.db, query);
  const page = await pageView(app, { rows, total });
  return {
    list: page.list.map((post, index) => ({ ...post, marked_time: unixSeconds(rows[index]!.markedAt) })),
    total,
  };
}

/** 我的收藏, the latest kept first. */
export const readFavourites = (input: { app: FastifyInstance; userId: number; page: number; limit: number }) =>
  markedPage(input.app, { ...input, marks: favouriteMarks });

/** 浏览历史 of the last `HISTORY_DAYS` days, the latest read first. */
export const readHistory = (input: { app: FastifyInstance; userId: number; page: number; limit: number }) =>
  markedPage(input.app, { ...input, marks: viewMarks, since: new Date(Date.now() - HISTORY_DAYS * 86_400_000) });

export async function forgetHistory(input: { app: FastifyInstance; userId: number; postId?: number }) {
  return { deleted: await deleteViews(input.app.db, input) };
}
