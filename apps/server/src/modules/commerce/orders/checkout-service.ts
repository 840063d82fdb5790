import type { OrderKind, PayAnswer, PayType } from '@vce/contract/commerce-orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { originOf } from '../../../platform/request-info';
import { announceUserChanged } from '../../account/user-cache';
import { checkPayPassword } from '../wallet/pay-password-service';
import { debitBalance, readBalance } from '../wallet/wallet-store';
import { closePendingOrder, insertOrder, markOrderPaid, type OrderRow } from './order-store';
import { grantGoods } from './settlement-service';

/** Unpaid orders close after this (issue 11); the popup stops polling then. */
export const ORDER_TTL_MINUTES = 15;

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
 * then the pay password; then the order, the spend, its ledger row and the goods are written in one
 * transaction, so a failure leaves nothing behind and concurrent spends never overdraw.
 */
async function payFromBalance(purchase: Purchase) {
  const { app, userId } = purchase;
  if (purchase.kind === 'recharge') throw AppError.reject('payTypeInvalid');
  if ((await readBalance(app.db, { userId, currency: 'vq' })) < purchase.amountCents)
    throw AppError.reject('balanceInsufficient');
  await checkPayPassword({ app, userId, payPassword: purchase.payPassword });
  const order = await chargeBalance(purchase);
  await announceUserChanged(app.bus, userId);
  return answerOf(app, order);
}

/**
 * The order, the spend, its ledger row and the goods in one transaction (the part of a balance
 * payment that must be exact under concurrency; the bench measures it on PostgreSQL).
 */
export async function chargeBalance(purchase: Omit<Purchase, 'request'>) {
  const { app, userId } = purchase;
  return app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const pending = await insertOrder(tx, orderFields(purchase, 'money'));
    const balance = await debitBalance(tx, {
      userId,
      currency: 'vq',
      amount: purchase.amountCents,
      kind: 'purchase',
      orderId: pending.id,
    });
    if (balance === null) throw AppError.reject('balanceInsufficient');
    const paid = await markOrderPaid(tx, { orderId: pending.id, from: ['pending'] });
    if (!paid) throw new Error(`order ${pending.orderNo} changed inside its own transaction`);
    await grantGoods(app, tx, paid);
    return paid;
  });
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
