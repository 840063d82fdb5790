import { z } from 'zod';
import { defineCall } from './call';
import { uploadedImagePath } from './uploads';
import { field, pagingFields } from './validation';

export const circleContentMax = 1000;
export const circleCommentMax = 300;
export const circleImagesMax = 9;

/**
 * A post of the circle as a member sees it. A VIP-circle post (`members_only`) shown to someone who
 * is not a member is `locked`: its words and pictures are not sent.
 */
export const CirclePost = z.object({
  id: z.number().int(),
  author: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  kind: z.enum(['note', 'trade']),
  content: z.string(),
  images: z.array(z.string()),
  /** Products shown as live price chips. */
  products: z.array(z.object({ symbol: z.string(), name: z.string() })),
  members_only: z.boolean(),
  locked: z.boolean(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  liked: z.boolean(),
  is_demo: z.boolean(),
  /** Unix seconds. */
  time: z.number().int(),
});
export type CirclePost = z.infer<typeof CirclePost>;

/** /circle: the teachers' posts, newest first; `vip` only the VIP circle's. Signed-in users (spec 000 §6). */
export const circleFeed = defineCall({
  path: '/api/circle/feed',
  access: 'user',
  request: z.object({ ...pagingFields, scope: z.enum(['all', 'vip']).default('all').describe('范围') }),
  data: z.object({ list: z.array(CirclePost), total: z.number().int(), is_member: z.boolean(), can_post: z.boolean() }),
});

/** A teacher posts to the circle; followers are told (`circle_policy`). */
export const addCirclePost = defineCall({
  path: '/api/circle/add',
  access: 'user',
  request: z.object({
    kind: z.enum(['note', 'trade']).default('note').describe('类型'),
    content: field.text('内容', circleContentMax),
    images: z.array(uploadedImagePath).max(circleImagesMax, `最多${circleImagesMax}张图片`).default([]),
    symbols: z.array(z.string().trim().min(1).max(12)).max(5, '最多关联5个品种').default([]).describe('品种'),
    members_only: field.flag('仅会员可见').default(false),
  }),
  data: CirclePost,
});

export const CircleComment = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  content: z.string(),
  time: z.number().int(),
});

export const circleComments = defineCall({
  path: '/api/circle/comments',
  access: 'user',
  request: z.object({ post_id: field.id('帖子编号'), ...pagingFields }),
  data: z.object({ list: z.array(CircleComment), total: z.number().int() }),
});

export const addCircleComment = defineCall({
  path: '/api/circle/comment',
  access: 'user',
  request: z.object({ post_id: field.id('帖子编号'), content: field.text('评论内容', circleCommentMax) }),
  data: CircleComment,
});

/** Likes a post, or takes the like back (`cancel`); counts once per user. */
export const likeCirclePost = defineCall({
  path: '/api/circle/like',
  access: 'user',
  request: z.object({ post_id: field.id('帖子编号'), cancel: field.flag('取消').default(false) }),
  data: z.object({ liked: z.boolean(), like_count: z.number().int() }),
});
