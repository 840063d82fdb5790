import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field, pagingFields } from './validation';

/** Topics one post may name at most (`#名称#`). */
export const POST_TOPICS_MAX = 3;
/** A topic's name, in characters at most. */
export const TOPIC_NAME_MAX = 20;

/** A topic a post names: its page. */
export const PostTopic = z.object({ id: z.number().int(), name: z.string() });
export type PostTopic = z.infer<typeof PostTopic>;

/** A topic as its page and the topic list show it. */
export const Topic = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Live posts naming it, all told and in the last 7 days. */
  post_count: z.number().int(),
  week_post_count: z.number().int(),
  follower_count: z.number().int(),
  /** Whether the caller follows it (false for a guest). */
  is_follow: z.boolean(),
  is_demo: z.boolean(),
});
export type Topic = z.infer<typeof Topic>;

/**
 * Topics with live posts, the most active first (posts in the last 7 days, then all): 热门话题.
 * `followed`: only the caller's (signed in).
 */
export const topicList = defineCall({
  path: '/api/qi_you/topicList',
  access: 'public',
  request: z.object({ followed: field.flag('只看关注').default(false), ...pagingFields }),
  data: z.object({ list: z.array(Topic), total: z.number().int() }),
});

/** One topic (`/qiyouCommunityV2/topicDetails?id=`); its posts come from postList with `topic_id`. */
export const topicDetails = defineCall({
  path: '/api/qi_you/topicDetails',
  access: 'public',
  request: z.object({ id: field.id('话题编号') }),
  data: Topic,
});

/** Follows a topic, or stops following (`cancel`); idempotent both ways. */
export const followTopic = defineCall({
  path: '/api/qi_you/followTopic',
  access: 'user',
  request: z.object({ id: field.id('话题编号'), cancel: field.flag('取消关注').default(false) }),
  data: z.object({ is_follow: z.boolean(), follower_count: z.number().int() }),
});

export const topicsTooMany = msg.topicsTooMany.replace('{max}', String(POST_TOPICS_MAX));
