import { z } from 'zod';
import { defineAdminCall } from './admin';
import { withRewardRules } from './admin-rewards';
import { PrizeKind } from './commerce-sign-in';
import { field } from './validation';

/** The longest run the reward table names: past its last day, the last day's reward holds. */
export const SIGN_IN_DAYS_MAX = 30;

export const prizeKindNames: Record<PrizeKind, string> = {
  vli: 'V粒',
  vip_days: '会员天数',
  coupon: '优惠券',
  none: '谢谢参与',
};

/** A stock: a count, or null for no limit. */
const stock = (label: string, max: number) =>
  field.int(label).min(0, `${label}须为0至${max}`).max(max, `${label}须为0至${max}`).nullable().describe(label);

export const AdminPrize = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: PrizeKind,
  /** V粒, days of membership, a coupon kind's id, or 0. */
  amount: z.number().int(),
  weight: z.number().int(),
  daily_stock: z.number().int().nullable(),
  total_left: z.number().int().nullable(),
  drawn_today: z.number().int(),
  /** The chance of it on the next draw, in percent of the weights of the prizes in stock now. */
  odds: z.number(),
});
export type AdminPrize = z.infer<typeof AdminPrize>;

const AdminSignIn = z.object({
  /** V粒 of day 1, 2 … of a run of daily sign-ins. */
  rewards: z.array(z.number().int()),
  /** The eight prizes of the draw's ring, in its order. */
  prizes: z.array(AdminPrize),
});

/** The sign-in's reward table and the draw's prizes with their stock and today's draws. */
export const showAdminSignIn = defineAdminCall({
  path: '/api/admin/signIn/show',
  access: 'user',
  permission: { resource: 'sign_in', action: 'list' },
  request: z.object({}),
  data: AdminSignIn,
});

/** Replaces the reward table: the V粒 of each day of a run, day 1 first. */
export const updateAdminSignInRewards = defineAdminCall({
  path: '/api/admin/signIn/rewards',
  access: 'user',
  permission: { resource: 'sign_in', action: 'edit' },
  request: z.object({
    rewards: z
      .array(field.int('签到奖励').min(0, '每天的V粒须为0至1000').max(1000, '每天的V粒须为0至1000'))
      .min(1, '至少设置第1天的奖励')
      .max(SIGN_IN_DAYS_MAX, `最多设置${SIGN_IN_DAYS_MAX}天`)
      .describe('签到奖励'),
  }),
  data: AdminSignIn,
});

/**
 * Changes one prize of the ring. The remaining stock is set only as the form saw it
 * (`total_left_seen`): a prize drawn meanwhile has less, and the change is refused rather than
 * giving back what was won.
 */
export const updateAdminPrize = defineAdminCall({
  path: '/api/admin/signIn/prize',
  access: 'user',
  permission: { resource: 'sign_in', action: 'edit' },
  request: withRewardRules(
    z.object({
      id: field.id('奖品编号'),
      name: field.text('奖品名称', 10).pipe(z.string().min(1, '请填写奖品名称')),
      kind: z.enum(PrizeKind.options, { error: '奖品类型不正确' }).describe('奖品类型'),
      amount: field.int('奖品数量').min(0, '奖品数量不能为负').max(100_000, '奖品数量不能超过100000'),
      weight: field.int('权重').min(0, '权重须为0至100000').max(100_000, '权重须为0至100000'),
      daily_stock: stock('每日库存', 1_000_000),
      total_left: stock('剩余库存', 10_000_000),
      total_left_seen: field.int('原剩余库存').nullable().describe('原剩余库存'),
    }),
    '谢谢参与',
  ),
  data: AdminSignIn,
});
