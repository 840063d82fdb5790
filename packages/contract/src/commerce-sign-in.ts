import { z } from 'zod';
import { defineCall } from './call';
import { noBody, pagingFields } from './validation';

/**
 * The daily sign-in (spec 000 §4, docs/decisions.md "Daily sign-in"): one a Beijing calendar day,
 * with the run of consecutive days it extends, its V粒 and a draw chance.
 */
export const SignInfo = z.object({
  todayIsSign: z.union([z.literal(0), z.literal(1)]),
  /** Consecutive days up to today when signed today, else up to yesterday (0 when the run broke). */
  continuous_days: z.number().int(),
  /** The V粒 today's sign-in gives (or gave). */
  today_reward: z.number().int(),
  /** Lucky-draw chances not yet used. */
  draw_chances: z.number().int(),
});

export const signBaseInfo = defineCall({
  path: '/api/lottery_draw/signBaseInfo',
  access: 'user',
  request: noBody,
  data: SignInfo,
});

/** Signs the caller in for today; a repeat the same day answers the same run and no reward (idempotent). */
export const sign = defineCall({
  path: '/api/lottery_draw/sign',
  access: 'user',
  request: noBody,
  /** `reward`: the V粒 this call granted (0 on a repeat), for the reward toast. */
  data: SignInfo.extend({ reward: z.number().int() }),
});

const monthField = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式不正确')
  .optional()
  .describe('月份');

/** /luckDraw's calendar: the days of a month (default: this Beijing month) signed, and the run's rewards. */
export const signCalendar = defineCall({
  path: '/api/lottery_draw/signCalendar',
  access: 'user',
  request: z.object({ month: monthField }),
  data: SignInfo.extend({
    month: z.string(),
    /** Signed days of the month, `YYYY-MM-DD`. */
    signed_days: z.array(z.string()),
    /** The V粒 of day 1, 2 … of a run; past the last, the last one's. */
    rewards: z.array(z.object({ run_day: z.number().int(), points: z.number().int() })),
  }),
});

export const PrizeKind = z.enum(['vli', 'vip_days', 'coupon', 'none']);
export type PrizeKind = z.infer<typeof PrizeKind>;

export const Prize = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: PrizeKind,
  /** V粒 or days of membership; for a coupon, its kind's id; 0 for 谢谢参与. */
  amount: z.number().int(),
});

/** The lucky draw's prizes, in the order of the grid; `sold_out` when today's or all stock is gone. */
export const prizeList = defineCall({
  path: '/api/lottery_draw/prizeList',
  access: 'public',
  request: noBody,
  data: z.object({ list: z.array(Prize.extend({ sold_out: z.boolean() })) }),
});

/** Uses one draw chance: the server draws by weight from the prizes in stock and grants the prize. */
export const draw = defineCall({
  path: '/api/lottery_draw/draw',
  access: 'user',
  request: noBody,
  data: z.object({ log_id: z.number().int(), prize: Prize, draw_chances: z.number().int() }),
});

/** The caller's draws, newest first. */
export const drawLog = defineCall({
  path: '/api/lottery_draw/drawLog',
  access: 'user',
  request: z.object(pagingFields),
  data: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        prize_name: z.string(),
        kind: PrizeKind,
        amount: z.number().int(),
        time: z.number().int(),
      }),
    ),
    total: z.number().int(),
  }),
});
