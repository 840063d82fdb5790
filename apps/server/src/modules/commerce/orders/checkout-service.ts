import type { OrderKind, PayAnswer, PayType } from '@vce/contract/commerce-orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors';
import { originOf } from '../../../platform/request-info';
import { announceUserChanged } from '../../account/user-cache';
import { checkPayPassword } from '../wallet/pay-password-service';
import { readBalance } from '../wallet/wallet-store';
import { closePendingOrder, insertOrder, ORDER_TTL_MINUTES, type OrderRow } from './order-store';

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
  /** Where Alipay's page returns the browser (a path of ours). */
  returnPath?: string;
}

const answerOf = (app: FastifyInstance, order: OrderRow) => ({
  order_id: order.orderNo,
  status: order.state === 'paid' ? (1 as const) : (0 as const),
  expire_time: Math.floor(order.expiresAt.getTime() / 1000),
  sandbox: app.payment.name === 'sandbox',
});

/** Starts paying for one item: from the V券 balance at once, or through WeChat Pay / Alipay. */
export async function startPayment(purchase: Purchase): Promise<z.input<typeof PayAnswer>> {
  return purchase.payType === 'money' ? payFromBalance(purchase) : payThroughProvider(purchase);
}

/**
 * A balance payment: the balance is checked first (the 余额不足 dialog comes before any password),
 * then the pay password; then the cash desk writes the order, the spend, its ledger row and the goods
 * in one transaction, so a failure leaves nothing behind and concurrent spends never overdraw.
 */
async function payFromBalance(purchase: Purchase) {
  const { app, userId } = purchase;
  if (purchase.kind === 'recharge') throw AppError.reject('payTypeInvalid');
  if ((await readBalance(app.db, { userId, currency: 'vq' })) < purchase.amountCents)
    throw AppError.reject('balanceInsufficient');
  await checkPayPassword({ app, userId, payPassword: purchase.payPassword });
  const order = await app.cashDesk.chargeBalance(purchase);
  if (!order) throw AppError.reject('balanceInsufficient');
  await announceUserChanged(app.bus, userId);
  return answerOf(app, order);
}

async function payThroughProvider(purchase: Purchase) {
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

const orderFields = (purchase: Omit<Purchase, 'request'>, payType: PayType) => ({
  userId: purchase.userId,
  kind: purchase.kind,
  itemId: purchase.itemId,
  itemName: purchase.name,
  amountCents: purchase.amountCents,
  payType,
  expiresAt: new Date(Date.now() + ORDER_TTL_MINUTES * 60_000),
});
