import { z } from 'zod';
import { adminPage, adminRoles, csvFile, defineAdminCall } from './admin';
import { Currency } from './commerce-ledger';
import { field, INTEGER_MAX, pagingFields } from './validation';

const userId = field.id('用户编号');

export const AdminUserRow = z.object({
  id: z.number().int(),
  mobile: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
  roles: z.array(z.enum(adminRoles)),
  /** Unix seconds of the ban, 0 when not banned. */
  banned_at: z.number().int(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

/** Users by id, phone or nickname (a keyword), newest or oldest first, banned ones only on request. */
const userFilters = {
  keyword: z.string().trim().max(40, '搜索词不能超过40个字符').default('').describe('搜索词'),
  status: z.enum(['all', 'banned', 'staff']).default('all').describe('状态'),
  order: z.enum(['newest', 'oldest']).default('newest').describe('排序'),
};

export const listAdminUsers = defineAdminCall({
  path: '/api/admin/users/list',
  access: 'user',
  permission: { resource: 'users', action: 'list' },
  request: z.object({ ...userFilters, ...pagingFields, limit: field.int('每页条数').min(1).max(100).default(20) }),
  data: adminPage(AdminUserRow),
});

/** The users the filters select, in the list's order, as CSV (EXPORT_ROW_CAP at most). */
export const exportAdminUsers = defineAdminCall({
  path: '/api/admin/users/export',
  access: 'user',
  permission: { resource: 'users', action: 'export' },
  request: z.object(userFilters),
  data: csvFile,
});

export const AdminUserDetail = AdminUserRow.extend({
  /** V券 in yuan with two decimals, V粒 in points. */
  balances: z.object({ money: z.string(), score: z.number().int() }),
  ban_reason: z.string(),
  gender: z.number().int(),
  register_uuid: z.string(),
  service_code: z.string(),
  /** The latest sign-ins (tokens issued), newest first: unix seconds and whether still signed in. */
  logins: z.array(z.object({ time: z.number().int(), expires_at: z.number().int(), active: z.boolean() })),
  /** The membership, running or ended; null when never a member. `level`: 2 monthly, 3 quarterly, 4 annual. */
  membership: z
    .object({ level: z.number().int(), expires_at: z.number().int(), is_trial: z.boolean(), is_running: z.boolean() })
    .nullable(),
  /** The browsers the user was last seen on, most recent first (five at most). */
  devices: z.array(
    z.object({
      uuid: z.string(),
      user_agent: z.string(),
      ip: z.string(),
      first_seen_at: z.number().int(),
      last_seen_at: z.number().int(),
    }),
  ),
  /** The classroom teacher profile the account is (its teacher role manages that profile's courses); 0 for none. */
  teacher_id: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const showAdminUser = defineAdminCall({
  path: '/api/admin/users/show',
  access: 'user',
  permission: { resource: 'users', action: 'show' },
  request: z.object({ id: userId }),
  data: AdminUserDetail,
});

/** Bans a user: every session of theirs ends at once, on every process, and they cannot sign in. */
export const banAdminUser = defineAdminCall({
  path: '/api/admin/users/ban',
  access: 'user',
  permission: { resource: 'users', action: 'edit' },
  request: z.object({ id: userId, reason: field.text('封禁原因', 200) }),
  data: AdminUserDetail,
});

export const unbanAdminUser = defineAdminCall({
  path: '/api/admin/users/unban',
  access: 'user',
  permission: { resource: 'users', action: 'edit' },
  request: z.object({ id: userId }),
  data: AdminUserDetail,
});

/**
 * Sets a user's console roles (the owner's); the last owner keeps theirs. The teacher role names the
 * classroom teacher profile the account is (`teacher_id`): its courses are the ones they manage.
 */
export const setAdminUserRoles = defineAdminCall({
  path: '/api/admin/users/setRoles',
  access: 'user',
  permission: { resource: 'roles', action: 'edit' },
  request: z.object({
    id: userId,
    roles: z.array(z.enum(adminRoles)).max(adminRoles.length).describe('角色'),
    teacher_id: field.int('讲师资料').min(0, '讲师资料格式不正确').max(INTEGER_MAX, '讲师资料格式不正确').default(0),
  }),
  data: AdminUserDetail,
});

/** The most VIP days given at once: a year and a day (a leap year's annual membership). */
export const VIP_DAYS_MAX = 366;

/**
 * Gives a user days of membership with the reason the audit log keeps: added to the running
 * membership, or a gift membership from now.
 */
export const grantAdminVipDays = defineAdminCall({
  path: '/api/admin/users/grantVipDays',
  access: 'user',
  permission: { resource: 'memberships', action: 'edit' },
  request: z.object({
    id: userId,
    days: field.int('赠送天数').min(1, '赠送天数至少1天').max(VIP_DAYS_MAX, `赠送天数不能超过${VIP_DAYS_MAX}天`),
    reason: field.text('赠送原因', 100).pipe(z.string().min(1, '请填写赠送原因')),
  }),
  data: AdminUserDetail,
});

/**
 * Adds to or takes from a user's V券 (yuan, two decimals) or V粒 (whole points), with the reason the
 * bill and the audit log keep (a ledger row of kind `adjust`); a balance never goes below zero.
 */
export const adjustAdminUserBalance = defineAdminCall({
  path: '/api/admin/users/adjustBalance',
  access: 'user',
  permission: { resource: 'balances', action: 'edit' },
  request: z.object({
    id: userId,
    currency: Currency,
    amount: z
      .string()
      .trim()
      .regex(/^[+-]?\d{1,7}(\.\d{1,2})?$/, '调整数量格式不正确（如 10、-5.50）')
      .describe('调整数量'),
    reason: field.text('调整原因', 200).pipe(z.string().min(1, '请填写调整原因')),
  }),
  data: AdminUserDetail,
});
