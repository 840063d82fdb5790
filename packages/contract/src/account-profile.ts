import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field, noBody } from './validation';

/** Server-side nickname limit; the wizard stops at 6 (docs/decisions.md "Accounts"). */
export const nicknameMax = 12;

export const nicknameField = z
  .string({ error: msg.nicknameRequired })
  .trim()
  .min(1, msg.nicknameRequired)
  .max(nicknameMax, msg.nicknameTooLong)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((value) => !/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e]/.test(value), msg.nicknameInvalid);

export const genderField = z.coerce
  .number({ error: msg.genderInvalid })
  .int(msg.genderInvalid)
  .refine((value) => value === 0 || value === 1 || value === 2, msg.genderInvalid);

/** The three shapes of spec 000 §7: {avatar, nickname} | {nickname, gender} | {avatar}. */
export const ProfileRequest = z
  .object({
    nickname: nicknameField.optional(),
    gender: genderField.optional(),
    avatar: z.string().trim().min(1, msg.avatarInvalid).max(512, msg.avatarInvalid).optional(),
  })
  .refine((body) => body.nickname !== undefined || body.avatar !== undefined || body.gender !== undefined, {
    message: msg.profileEmpty,
  });
export const profile = defineCall({
  path: '/api/user/profile',
  access: 'user',
  request: ProfileRequest,
  data: z.null(),
});

export const getUserCount = defineCall({
  path: '/api/user/getUserCount',
  access: 'user',
  request: noBody,
  data: z.object({ follow_count: z.number().int(), fans_count: z.number().int() }),
});

export const PageRequest = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('页码'),
  limit: z.coerce.number().int().min(1).max(50).default(10).describe('每页条数'),
});
export const FollowItem = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** 1 when the relation goes both ways. */
  is_follow_back: z.union([z.literal(0), z.literal(1)]),
});
export const FollowListData = z.object({ list: z.array(FollowItem), total: z.number().int() });
/** The people the caller follows (/my/follow), newest first. */
export const followList = defineCall({
  path: '/api/user/followList',
  access: 'user',
  request: PageRequest,
  data: FollowListData,
});
/** The caller's followers (/my/fans), newest first. */
export const fansList = defineCall({
  path: '/api/user/fansList',
  access: 'user',
  request: PageRequest,
  data: FollowListData,
});

/**
 * Follows a member, or stops following (`cancel`); idempotent both ways. Answers the state and the
 * member's fans after it (the caller's own counts, getUserCount, follow at once).
 */
export const follow = defineCall({
  path: '/api/qi_you/follow',
  access: 'user',
  request: z.object({ user_id: field.id('用户编号'), cancel: field.flag('取消关注').default(false) }),
  data: z.object({ is_follow: z.boolean(), fans_count: z.number().int() }),
});

export const getAvatarLists = defineCall({
  path: '/api/user/getAvatarLists',
  access: 'public',
  request: noBody,
  data: z.array(z.object({ url: z.string() })),
});

/** Followed products (wizard step 3) as comma-joined product ids of the symbol list. */
export const saveCategoryList = defineCall({
  path: '/api/user/saveCategoryList',
  access: 'user',
  request: z.object({
    type_text: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string().trim().max(200).default('').describe('品种'),
    ),
  }),
  data: z.null(),
});
export const CategoryItem = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  exchange: z.string(),
});
/** The products the caller follows, in the chosen order. */
export const getCategoryList = defineCall({
  path: '/api/user/getCategoryList',
  access: 'user',
  request: noBody,
  data: z.array(CategoryItem),
});

/** The VIP rights popups (spec 001 §1): 1 BBAS, 2 view data, 3 the assistant, 4 the members' indicators. */
export type VipRightsType = 1 | 2 | 3 | 4;

/**
 * The permission-tip object of spec 001 §3: what to tell a caller refused for lack of rights (a
 * guest: type login; a non-member: type vip, the VIP rights popup of that perk) and the buttons to
 * offer. Sent with a privilege check's answer and with any call refused with code 4004.
 */
export const PermissionTip = z.object({
  type: z.enum(['vip', 'login', 'course']),
  title: z.string(),
  sub_title: z.string(),
  content_image: z.string(),
  button_list: z.array(
    z.object({
      type: z.enum(['login', 'buy_vip', 'buy_course', 'contact_service']),
      /** The button's text. */
      value: z.string(),
      /** For buy_course: the course's page. */
      path: z.string().optional(),
    }),
  ),
  show_service: z.union([z.literal(0), z.literal(1)]),
  vip_rights_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable(),
});

/**
 * check_login; check_vip (a running membership), and its variants naming the perk asked about, whose
 * refusal shows that perk's VIP rights popup (check_vip: the first, BBAS).
 */
export const privilegeTags = [
  'check_vip',
  'check_login',
  'check_vip_bbas',
  'check_vip_view_data',
  'check_vip_ai',
  'check_vip_indicator',
] as const;
export const vipRightsOfTag: Record<string, VipRightsType> = {
  check_vip: 1,
  check_vip_bbas: 1,
  check_vip_view_data: 2,
  check_vip_ai: 3,
  check_vip_indicator: 4,
};
export const checkUserPrivilege = defineCall({
  path: '/api/user/checkUserPrivilege',
  access: 'public',
  request: z.object({ tag: z.string().trim().max(64).default('').describe('权限标识') }),
  data: z.object({
    has_privilege: z.union([z.literal(0), z.literal(1)]),
    tag: z.string(),
    /** What to show when refused (null when allowed). */
    tip: PermissionTip.nullable(),
  }),
});

/** 1: the user's invite poster; 2: a community post shared by the user (`post_id`), its QR opening the post. */
export const posterTypes = [1, 2] as const;
export const getUserPoster = defineCall({
  path: '/api/user/getUserPoster',
  access: 'user',
  request: z.object({
    type: z.coerce.number({ error: msg.posterTypeInvalid }).int().default(1),
    post_id: field.id('帖子编号').optional(),
  }),
  data: z.object({ poster_url: z.string() }),
});
