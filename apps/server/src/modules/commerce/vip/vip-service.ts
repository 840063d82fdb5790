import type { PayType } from '@vce/contract/commerce-payment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors';
import type { Goods } from '../payment/cash-desk';
import { startPayment } from '../payment/checkout-service';
import { formatCents } from '@vce/contract/commerce-wallet';
import { extendMemberships, shortenMembership } from './membership-service';
import { findVipLevel, listVipLevelsOnSale } from './vip-store';

/**
 * Membership as goods of the cash desk: a package on sale is described by its name and price, and a
 * paid order runs the membership from max(now, its current end) for the package's days, at the
 * higher of the two levels.
 */
export const vipGoods: Goods = {
  describe: async ({ app: { db }, itemId }) => {
    const level = await findVipLevel(db, itemId);
    return level?.isOnSale ? { name: level.name, amountCents: level.priceCents } : null;
  },
  grant: extendMemberships,
  revoke: shortenMembership,
};

/** The packages for sale, as /vipV2 lists them. */
export async function readVipLevels(app: FastifyInstance) {
  const rows = await listVipLevelsOnSale(app.db);
  return {
    level_list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      price: formatCents(row.priceCents),
      original_price: formatCents(row.originalPriceCents),
      level_status: 1,
      card_kaitong_text: row.cardText,
      button_image: row.buttonImage,
      level: row.level,
      money_level: row.moneyLevel,
      days: row.days,
    })),
  };
}

/** Buys a package through the cash desk (the balance, or a payment provider). */
export async function buyVip(input: {
  app: FastifyInstance;
  request: FastifyRequest;
  userId: number;
  levelId: number;
  payType: PayType;
  payPassword?: string;
  couponId?: number;
}) {
  const level = await findVipLevel(input.app.db, input.levelId);
  if (!level?.isOnSale) throw AppError.reject('vipLevelUnknown');
  return startPayment({
    app: input.app,
    request: input.request,
    userId: input.userId,
    kind: 'vip',
    itemId: level.id,
    name: level.name,
    amountCents: level.priceCents,
    payType: input.payType,
    payPassword: input.payPassword,
    couponId: input.couponId,
    returnPath: '/vipV2',
  });
}
