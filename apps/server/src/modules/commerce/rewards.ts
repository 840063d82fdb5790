import type { LedgerKind } from '@vce/contract/commerce-ledger';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findTemplate } from './coupons/coupon-console-store';
import { type CouponSource, issueCoupon } from './coupons/coupon-store';
import { addMemberDays } from './vip/membership-service';
import { creditBalance } from './wallet/wallet-store';

/**
 * Something given away: V粒, days of membership, a coupon (`amount` names its template), or nothing
 * (谢谢参与, a pack item only shown).
 */
export interface Reward {
  kind: string;
  amount: number;
}

/**
 * Hands a reward over inside the caller's transaction: V粒 with its ledger row (`kind`, `note` say
 * why), membership days, or a coupon (`source` says where from). Answers whether anything was given.
 */
export async function grantReward(
  app: FastifyInstance,
  tx: Db,
  input: { userId: number; reward: Reward; ledgerKind: LedgerKind; note: string; source: CouponSource },
) {
  const { userId, reward } = input;
  if (reward.amount <= 0) return false;
  if (reward.kind === 'vli') {
    await creditBalance(tx, {
      userId,
      currency: 'vli',
      amount: reward.amount,
      kind: input.ledgerKind,
      note: input.note,
    });
    await app.events.publish(tx, 'wallet.changed', { userId });
    return true;
  }
  if (reward.kind === 'vip_days') {
    await addMemberDays(tx, { userId, days: reward.amount });
    await app.events.publish(tx, 'membership.changed', { userId });
    return true;
  }
  if (reward.kind === 'coupon') return issueCoupon(tx, { userId, templateId: reward.amount, source: input.source });
  return false;
}

/** Refuses a reward the console is given that names a coupon kind that does not exist. */
export async function assertRewardExists(db: Db, reward: Reward) {
  if (reward.kind === 'coupon' && !(await findTemplate(db, reward.amount)))
    throw AppError.reject('couponTemplateUnknown');
}
