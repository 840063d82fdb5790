import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field } from './validation';

export const likeTargets = ['post', 'comment'] as const;
export type LikeTarget = (typeof likeTargets)[number];

/**
 * Likes a post or a comment, or takes the like back (`cancel`). Either is idempotent: a user's like
 * counts once however often it is sent, and the answer is the state and count after it.
 */
export const like = defineCall({
  path: '/api/qi_you/like',
  access: 'user',
  request: z.object({
    type: z.enum(likeTargets, { error: msg.likeTargetInvalid }),
    id: field.id('点赞对象编号'),
    cancel: field.flag('取消点赞').default(false),
  }),
  data: z.object({ is_like: z.boolean(), like_count: z.number().int() }),
});
