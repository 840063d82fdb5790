import { z } from 'zod';
import { FollowListData } from './account-profile';
import { defineCall } from './call';
import { PostSummary } from './community';
import { msg } from './messages';
import { field, pagingFields } from './validation';

/**
 * Honours a member earns in the community, granted when the deed happens (docs/decisions.md
 * "Community members and honours"); each drawn by the project (`/images/honours/{key}.svg`).
 */
export const honourRules = {
  first_post: { name: '首帖', description: '在期友社区发出第一篇帖子' },
  hundred_likes: { name: '百赞', description: '帖子和评论累计获得100个赞' },
  good_answerer: { name: '优质答主', description: '3个回答被提问者采纳' },
  sign_in_streak: { name: '连续签到', description: '连续签到7天' },
  popular: { name: '人气期友', description: '拥有50位粉丝' },
} as const;
export type HonourKey = keyof typeof honourRules;
export const honourKeys = Object.keys(honourRules) as HonourKey[];
export const honourImage = (key: HonourKey) => `/images/honours/${key}.svg`;

/** An honour as spec 000 §3 lists it (`name`, `image`), with what earned it. */
export const Honor = z.object({ name: z.string(), image: z.string(), description: z.string() });

/** A member's page (`/qiyouCommunityV2/memberInfo?id=`): who they are, their badges, honours and counts. */
export const MemberInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  is_vip: z.number().int(),
  level: z.object({
    level: z.number().int(),
    levelImage: z.string(),
    tagImage: z.string(),
    moneyLevelImage: z.string(),
  }),
  honorLists: z.array(Honor),
  follow_count: z.number().int(),
  fans_count: z.number().int(),
  post_count: z.number().int(),
  /** Likes their posts and comments have received. */
  like_count: z.number().int(),
  /** Whether the caller follows them; whether they are the caller. */
  is_follow: z.boolean(),
  is_me: z.boolean(),
  join_time: z.number().int(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

export const userInfo = defineCall({
  path: '/api/qi_you/userInfo',
  access: 'public',
  request: z.object({ id: field.id('用户编号') }),
  data: MemberInfo,
});

/** A member's posts, newest first. */
export const userPostList = defineCall({
  path: '/api/qi_you/userPostList',
  access: 'public',
  request: z.object({ user_id: field.id('用户编号'), ...pagingFields }),
  data: z.object({ list: z.array(PostSummary), total: z.number().int() }),
});

/** Whom a member follows (`follow`) or who follows them (`fans`), newest first; 互相关注 as seen from the member. */
export const userFollowList = defineCall({
  path: '/api/qi_you/userFollowList',
  access: 'public',
  request: z.object({
    user_id: field.id('用户编号'),
    type: z.enum(['follow', 'fans'], { error: msg.followListTypeInvalid }),
    ...pagingFields,
  }),
  data: FollowListData,
});
