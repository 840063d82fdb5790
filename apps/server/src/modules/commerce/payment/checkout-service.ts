import type { OrderKind, PayAnswer, PayType } from '@vce/contract/commerce-payment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors';
import { originOf } from '../../../platform/request-info';
import { discountOf, holdCoupon, releaseCoupon } from '../coupons/coupon-store';
import { checkPayPassword } from '../wallet/pay-password-service';
import { readBalance } from '../wallet/wallet-store';
import { closePendingOrder, insertOrder, newOrderNo, ORDER_TTL_MINUTES, type OrderRow } from './order-store';

export interface Purchase {
  app: FastifyInstance;
  request: FastifyRequest;
  userId: number;
  kind: OrderKind;
  itemId: number;
  name: string;
  amountCents: number;
  payType: PayType;
  payPassword?: string;
  /** The caller's coupon to use, if any. */
  couponId?: number;
  /** Where Alipay's page returns the browser (a path of ours). */
  returnPath?: string;
}

/** A purchase with its order number and the price its coupon leaves (`amountCents`). */
interface PricedPurchase extends Purchase {
  orderNo: string;
  discountCents: number;
}

const answerOf = (app: FastifyInstance, order: OrderRow) => ({
  order_id: order.orderNo,
  status: order.state === 'paid' ? (1 as const) : (0 as const),
  expire_time: Math.floor(order.expiresAt.getTime() / 1000),
  sandbox: app.payment.name === 'sandbox',
});

/**
 * Starts paying for one item: from the V券 balance at once, or through WeChat Pay / Alipay. A coupon
 * is held for the order first and freed again if the payment does not start.
 */
export async function startPayment(purchase: Purchase): Promise<z.input<typeof PayAnswer>> {
  const priced = await priceWithCoupon(purchase);
  try {
    return priced.payType === 'money' ? await payFromBalance(priced) : await payThroughProvider(priced);
  } catch (error) {
    if (priced.couponId) await releaseCoupon(purchase.app.db, priced.orderNo);
    throw error;
  }
}

/**
 * Holds the purchase's coupon for its order (one order gets a coupon however many race for it) and
 * prices the purchase with it; a coupon that is not the caller's, not free or not for this item is
 * refused before anything else is written.
 */
async function priceWithCoupon(purchase: Purchase): Promise<PricedPurchase> {
  const orderNo = newOrderNo();
  if (!purchase.couponId) return { ...purchase, orderNo, discountCents: 0 };
  const { app, userId, couponId } = purchase;
  const until = new Date(Date.now() + (ORDER_TTL_MINUTES + 1) * 60_000);
  const coupon = await holdCoupon(app.db, { userId, couponId, orderNo, until });
  const discountCents = coupon ? discountOf(coupon, purchase.kind, purchase.amountCents) : 0;
  if (!discountCents) {
    if (coupon) await releaseCoupon(app.db, orderNo);
    throw AppError.reject('couponUnavailable');
  }
  return { ...purchase, orderNo, discountCents, amountCents: purchase.amountCents - discountCents };
}

/**
 * A balance payment: the balance is checked first (the 余额不足 dialog comes before any password),
 * then the pay password; then the cash desk writes the order, the spend, its ledger row and the goods
 * in one transaction, so a failure leaves nothing behind and concurrent spends never overdraw.
 */
async function payFromBalance(purchase: PricedPurchase) {
  const { app, userId } = purchase;
  if (purchase.kind === 'recharge') throw AppError.reject('payTypeInvalid');
  if ((await readBalance(app.db, { userId, currency: 'vq' })) < purchase.amountCents)
    throw AppError.reject('balanceInsufficient');
  await checkPayPassword({ app, userId, payPassword: purchase.payPassword });
  const order = await app.cashDesk.chargeBalance(purchase);
  if (!order) throw AppError.reject('balanceInsufficient');
  return answerOf(app, order);
}

async function payThroughProvider(purchase: PricedPurchase) {
  const { app } = purchase;
  const payType = purchase.payType as 'wechat' | 'alipay';
  const order = await insertOrder(app.db, orderFields(purchase, payType));
  const origin = app.config.PUBLIC_ORIGIN ?? originOf(purchase.request);
  try {
    const start = await app.payment.channel(payType).start({
      orderNo: order.orderNo,
      amountCents: order.amountCents,
      subject: `vce ${order.itemName}`,
      expiresAt: order.expiresAt,
      notifyUrl: `${origin}/api/pay/notify/${payType}`,
      returnUrl: `${origin}${purchase.returnPath ?? '/my/recharge'}`,
    });
    return {
      ...answerOf(app, order),
      ...(start.channel === 'wechat' ? { wechatPay: { code_url: start.codeUrl } } : { aliPay: start.form }),
    };
  } catch (err) {
    app.log.error({ err, orderNo: order.orderNo }, 'payment provider refused to start a payment');
    await closePendingOrder(app.db, order.id);
    throw AppError.reject('paymentUnavailable');
  }
}

const orderFields = (purchase: PricedPurchase, payType: PayType) => ({
  orderNo: purchase.orderNo,
  couponId: purchase.couponId ?? null,
  discountCents: purchase.discountCents,
  userId: purchase.userId,
  kind: purchase.kind,
  itemId: purchase.itemId,
  itemName: purchase.name,
  amountCents: purchase.amountCents,
  payType,
  expiresAt: new Date(Date.now() + ORDER_TTL_MINUTES * 60_000),
});
