import { z } from 'zod';
import { defineCall } from './call';
import { OrderKind, orderKinds } from './commerce-payment';
import { field, INTEGER_MAX, pagingFields } from './validation';
import { msg } from './messages';

export const couponStatuses = ['unused', 'used', 'expired'] as const;
export const CouponStatus = z.enum(couponStatuses, { error: msg.couponStatusInvalid }).describe('优惠券状态');
export type CouponStatus = z.infer<typeof CouponStatus>;

export const Coupon = z.object({
  id: z.number().int(),
  name: z.string(),
  /** amount: `value` yuan off; discount: pay `rate`% of the price ("8.5折" is 85). */
  kind: z.enum(['amount', 'discount']),
  /** Yuan off, as shown ("10.00"); for a discount, "0.00". */
  value: z.string(),
  rate: z.number().int(),
  /** "无门槛" when 0.00. */
  min_spend: z.string(),
  product_kinds: z.array(z.enum(orderKinds)),
  expire_time: z.number().int(),
  status: z.enum(couponStatuses),
  /** Held by an order waiting to be paid: back to use if that order closes unpaid. */
  held: z.boolean(),
  used_time: z.number().int().nullable(),
});

/** The caller's coupons of one status (/my/coupon's tabs), soonest to expire first. */
export const couponList = defineCall({
  path: '/api/finance/couponList',
  access: 'user',
  request: z.object({ status: CouponStatus.default('unused'), ...pagingFields }),
  data: z.object({ list: z.array(Coupon), total: z.number().int() }),
});

/**
 * The caller's coupons that apply to one item at the cash desk, each with what it takes off, the
 * best first (`best_id`, preselected).
 */
export const usableCoupons = defineCall({
  path: '/api/finance/usableCoupons',
  access: 'user',
  request: z.object({ type: OrderKind, id: field.int('商品编号').min(0).max(INTEGER_MAX) }),
  data: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        /** Yuan off this item ("10.00"), and what is then paid. */
        discount: z.string(),
        pay_amount: z.string(),
        expire_time: z.number().int(),
      }),
    ),
    best_id: z.number().int().nullable(),
  }),
});
