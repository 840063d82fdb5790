import { z } from 'zod';
import { defineCall } from './call';
import { PostSummary } from './community';
import { msg } from './messages';
import { field, pagingFields } from './validation';

/** Favourites a user may keep: past it they are asked to tidy up (a list no one can read is no use). */
export const FAVOURITES_MAX = 1000;
/** How far back 浏览历史 goes: older readings are not listed. */
export const HISTORY_DAYS = 90;

export const favouriteLimitMessage = msg.favouriteLimit.replace('{max}', String(FAVOURITES_MAX));

/** A post the caller kept or read, with when (`marked_time`, Unix seconds). */
export const MarkedPost = PostSummary.extend({ marked_time: z.number().int() });
export type MarkedPost = z.infer<typeof MarkedPost>;
const markedPage = z.object({ list: z.array(MarkedPost), total: z.number().int() });

/** Keeps a post among the caller's favourites, or lets it go (`cancel`); idempotent both ways. */
export const favourite = defineCall({
  path: '/api/qi_you/favourite',
  access: 'user',
  request: z.object({ post_id: field.id('帖子编号'), cancel: field.flag('取消收藏').default(false) }),
  data: z.object({ is_favourite: z.boolean() }),
});

/** 我的收藏: the caller's favourite posts still live, the latest kept first. */
export const favouriteList = defineCall({
  path: '/api/qi_you/favouriteList',
  access: 'user',
  request: z.object(pagingFields),
  data: markedPage,
});

/** 浏览历史: the live posts the caller read in the last `HISTORY_DAYS` days, the latest read first. */
export const historyList = defineCall({
  path: '/api/qi_you/historyList',
  access: 'user',
  request: z.object(pagingFields),
  data: markedPage,
});

/** Forgets one reading (`post_id`) or the caller's whole history (none given). */
export const deleteHistory = defineCall({
  path: '/api/qi_you/deleteHistory',
  access: 'user',
  request: z.object({ post_id: field.id('帖子编号').optional() }),
  data: z.object({ deleted: z.number().int() }),
});
