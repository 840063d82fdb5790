import { z } from 'zod';
import { defineCall } from './call';
import { noBody } from './validation';

export const UserLevel = z.object({
  level: z.number().int(),
  isVip: z.number().int(),
  moneyLevel: z.number().int(),
  levelImage: z.string(),
  tagImage: z.string(),
  moneyLevelImage: z.string(),
  /** Unix seconds; 0 when never a member. */
  levelExpirationTime: z.number().int(),
  /** Seconds between two VIP prompts. */
  nextTipTime: z.number().int(),
  /** 1 when the running (or last) membership was a trial, not bought: its end shows the trial-ended popup. */
  isTrial: z.number().int(),
});
export const UserInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  token: z.string(),
  is_vip: z.number().int(),
  /** V券 balance in yuan with two decimals, as the purchase popup shows it. */
  money: z.string(),
  score: z.number().int(),
  level: UserLevel,
});
export const UserIndexData = z.object({ userinfo: UserInfo });
export const userIndex = defineCall({ path: '/api/user/index', access: 'user', request: noBody, data: UserIndexData });

/** Membership type derived on the client (spec 000 §3): 1 guest or non-member, 2 VIP, 3 moneyLevel above 1. */
export function membershipType(user: { level: { isVip: number; moneyLevel: number } } | null | undefined): 1 | 2 | 3 {
  if (!user) return 1;
  if (user.level.moneyLevel > 1) return 3;
  return user.level.isVip ? 2 : 1;
}

/** A membership this close to its end gets the renewal prompt (docs/decisions.md "Money"). */
export const MEMBERSHIP_ENDING_DAYS = 7;

/** Whether a running membership ends within MEMBERSHIP_ENDING_DAYS (unix seconds `nowSeconds`). */
export function isMembershipEnding(
  user: { level: { isVip: number; levelExpirationTime: number } } | null | undefined,
  nowSeconds: number,
): boolean {
  if (!user?.level.isVip) return false;
  return user.level.levelExpirationTime - nowSeconds <= MEMBERSHIP_ENDING_DAYS * 86_400;
}
