import type { z } from 'zod';
import type { PrizeKind } from './commerce-sign-in';

/** Days of membership one reward may give at most. */
export const REWARD_VIP_DAYS_MAX = 366;

/**
 * What every console reward (a draw prize, a gift-pack item) must hold: nothing (`none`) with 0, any
 * other kind with a positive amount, and a year of membership at most. A coupon's template is checked
 * on the server.
 */
export const withRewardRules = <S extends z.ZodType<{ kind: PrizeKind; amount: number }>>(
  schema: S,
  noneName: string,
) =>
  schema
    .refine((reward) => (reward.kind === 'none') === (reward.amount === 0), {
      message: `${noneName}的数量为0，其他类型的数量须大于0`,
      path: ['amount'],
    })
    .refine((reward) => reward.kind !== 'vip_days' || reward.amount <= REWARD_VIP_DAYS_MAX, {
      message: `会员天数不能超过${REWARD_VIP_DAYS_MAX}天`,
      path: ['amount'],
    });
