import { couponList, usableCoupons } from '@vce/contract/commerce-coupons';
import type { OrderKind } from '@vce/contract/commerce-payment';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { AppError } from '../../../platform/errors';
import { formatCents } from '@vce/contract/commerce-wallet';
import { type CouponRow, discountOf, findFreeCoupons, listCoupons } from './coupon-store';
import { unixSeconds, unixSecondsOrNull } from '../../../platform/unix-time';

/**
 * The caller's free coupons that apply to an item at this price, each with what it takes off, the
 * largest saving first (then the soonest to expire): the first is the cash desk's preselected best.
 */
export async function couponsFor(app: FastifyInstance, input: { userId: number; kind: OrderKind; priceCents: number }) {
  return (await findFreeCoupons(app.db, input.userId))
    .map((coupon) => ({ coupon, discountCents: discountOf(coupon, input.kind, input.priceCents) }))
    .filter((option) => option.discountCents > 0)
    .sort((a, b) => b.discountCents - a.discountCents);
}

export function couponRoutes(app: FastifyInstance) {
  registerCall(app, couponList, async ({ body, userId }) => {
    const { rows, total, now } = await listCoupons(app.db, { userId, ...body });
    return { list: rows.map((row) => couponView(row, now)), total };
  });

  registerCall(app, usableCoupons, async ({ body, userId }) => {
    const item = await app.cashDesk.goodsOf(body.type)?.describe({ app, userId, itemId: body.id });
    if (!item) throw AppError.reject('orderKindUnknown');
    const options = await couponsFor(app, { userId, kind: body.type, priceCents: item.amountCents });
    return {
      list: options.map(({ coupon, discountCents }) => ({
        id: coupon.id,
        name: coupon.name,
        discount: formatCents(discountCents),
        pay_amount: formatCents(item.amountCents - discountCents),
        expire_time: unixSeconds(coupon.expiresAt),
      })),
      best_id: options[0]?.coupon.id ?? null,
    };
  });
}

function couponView(row: CouponRow, now: Date) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as 'amount' | 'discount',
    value: formatCents(row.kind === 'amount' ? row.amountCents : 0),
    rate: row.ratePercent,
    min_spend: formatCents(row.minSpendCents),
    product_kinds: row.productKinds as OrderKind[],
    expire_time: unixSeconds(row.expiresAt),
    status:
      row.state === 'used' ? ('used' as const) : row.expiresAt <= now ? ('expired' as const) : ('unused' as const),
    held: row.state === 'held' && !!row.heldUntil && row.heldUntil > now,
    used_time: unixSecondsOrNull(row.usedAt),
  };
}
