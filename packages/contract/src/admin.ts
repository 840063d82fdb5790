import { z } from 'zod';
import { type Call, defineCall } from './call';

/**
 * The operators' console (`/admin`): who may do what. A user holds any set of roles; a role grants
 * actions on resources (the server's table, modules/admin/permissions.ts), checked on every call
 * under `/api/admin/`. The console shows only what the caller's permissions allow.
 */
export const adminRoles = ['owner', 'operator', 'editor', 'moderator', 'finance', 'teacher', 'service'] as const;
export type AdminRole = (typeof adminRoles)[number];
export const adminRoleNames: Record<AdminRole, string> = {
  owner: '站长',
  operator: '运营',
  editor: '编辑',
  moderator: '版主',
  finance: '财务',
  teacher: '老师',
  service: '客服',
};

/** What the console manages; the list grows with it. */
export const adminResources = [
  'users',
  'roles',
  'audit',
  'settings',
  'orders',
  'balances',
  'reports',
  'banned_words',
  'cooperation',
  'courses',
  'statistics',
  'carousel',
  'research_reports',
  'memberships',
  'mutes',
  'live_rooms',
  'coupons',
  'sign_in',
  'vip_levels',
  'reconciliation',
  'quotas',
  'agreements',
  'tasks',
  'gift_packs',
  'bbas_categories',
  'bbas_notes',
  'bbas_views',
  'strategy',
  'avatars',
  'indicators',
  'honours',
] as const;
export type AdminResource = (typeof adminResources)[number];
export const adminActions = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type AdminAction = (typeof adminActions)[number];
/** The console's names of its resources and actions (the audit log's filters and its export). */
export const adminResourceNames: Record<AdminResource, string> = {
  users: '用户',
  roles: '角色',
  audit: '审计日志',
  settings: '站点设置',
  orders: '订单',
  balances: '余额',
  reports: '举报',
  banned_words: '违禁词',
  cooperation: '商务合作',
  courses: '课程',
  statistics: '数据统计',
  carousel: '首页轮播',
  research_reports: '研报',
  memberships: '会员',
  mutes: '禁言',
  live_rooms: '直播间',
  coupons: '优惠券',
  sign_in: '签到抽奖',
  vip_levels: '会员套餐',
  reconciliation: '对账',
  quotas: '次数与兑换',
  agreements: '协议',
  tasks: '任务',
  gift_packs: '新人礼包',
  bbas_categories: 'BBAS品种',
  bbas_notes: 'BBAS短评',
  bbas_views: '机构观点',
  strategy: '策略',
  avatars: '头像',
  indicators: '指标',
  honours: '荣誉',
};
export const adminActionNames: Record<AdminAction, string> = {
  list: '列表',
  show: '查看',
  create: '新建',
  edit: '修改',
  delete: '删除',
  export: '导出',
};

/** Actions that change something: each needs a fresh confirmation and writes an audit row. */
export const adminWriteActions: readonly AdminAction[] = ['create', 'edit', 'delete'];

/**
 * The most rows one export holds (newest first): the console tells the operator before exporting a
 * longer list, and asks for a narrower filter.
 */
export const EXPORT_ROW_CAP = 100_000;

/**
 * An export's answer: a CSV file (UTF-8 with a byte-order mark, so Excel reads the Chinese), streamed
 * as it is read, not the envelope. Refusals (role, session, filters) are still envelopes.
 */
export const csvFile = z.null().describe('CSV 文件');

/** A console call: a signed-in user's, allowed only to roles granting `action` on `resource`. */
export interface AdminCall<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> extends Call<
  Req,
  Data,
  'user'
> {
  permission: { resource: AdminResource; action: AdminAction };
}

export function defineAdminCall<Req extends z.ZodType, Data extends z.ZodType>(call: AdminCall<Req, Data>) {
  return call;
}

export const AdminSession = z.object({
  user: z.object({ id: z.number().int(), nickname: z.string() }),
  roles: z.array(z.enum(adminRoles)),
  /** Every action the roles grant, per resource. */
  permissions: z.array(z.object({ resource: z.enum(adminResources), actions: z.array(z.enum(adminActions)) })),
  /** Unix seconds: until when the console may be used without confirming again (0: confirm first). */
  expires_at: z.number().int(),
  /** Unix seconds: until when changes may be made without confirming again (0: confirm first). */
  writable_until: z.number().int(),
});
export type AdminSession = z.infer<typeof AdminSession>;

/** The caller's console session; refused (adminNoRole) for a user without a role. */
export const adminSessionMe = defineCall({
  path: '/api/admin/session/me',
  access: 'user',
  request: z.object({}),
  data: AdminSession,
});

/**
 * Confirms who is at the keyboard, by the account's login password or a login SMS code (event
 * mobile_login sent to the account's phone): opens the console session and allows changes for an hour.
 */
export const confirmAdminSession = defineCall({
  path: '/api/admin/session/confirm',
  access: 'user',
  request: z.object({
    password: z.string().max(64).optional().describe('登录密码'),
    code: z.string().max(8).optional().describe('短信验证码'),
  }),
  data: AdminSession,
});

/**
 * Sends a login SMS code (event mobile_login) to the caller's own phone, for a confirmation by code:
 * a staff member who signs in by SMS has no password. Answers the phone, masked.
 */
export const sendAdminConfirmCode = defineCall({
  path: '/api/admin/session/sendCode',
  access: 'user',
  request: z.object({}),
  data: z.object({ mobile: z.string() }),
});

/** A page of a console list: rows and how many match in all. */
export const adminPage = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), list: z.array(row) });
