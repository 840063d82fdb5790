import { z } from 'zod';
import { defineCall } from './call';
import { noBody } from './validation';

/**
 * The daily sign-in (spec 000 §4, docs/decisions.md "Daily sign-in"): one a Beijing calendar day,
 * with the run of consecutive days it extends.
 */
export const SignInfo = z.object({
  todayIsSign: z.union([z.literal(0), z.literal(1)]),
  /** Consecutive days up to today when signed today, else up to yesterday (0 when the run broke). */
  continuous_days: z.number().int(),
});

export const signBaseInfo = defineCall({
  path: '/api/lottery_draw/signBaseInfo',
  access: 'user',
  request: noBody,
  data: SignInfo,
});

/** Signs the caller in for today; a repeat the same day answers the same run (idempotent). */
export const sign = defineCall({
  path: '/api/lottery_draw/sign',
  access: 'user',
  request: noBody,
  data: SignInfo,
});
