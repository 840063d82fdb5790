import { cashDeskItem, checkOrderPay, orderList, payOrder } from '@vce/contract/commerce-payment';
import type { OrderKind, OrderState } from '@vce/contract/commerce-payment';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { AppError } from '../../../platform/errors';
import { scheduleLeaderJob } from '../../../platform/leader-job';
import type { SandboxPayment } from '../../../providers/payment/sandbox-payment';
import { findMembershipEnd } from '../vip/membership-service';
import { readPayPasswordState } from '../wallet/pay-password-service';
import { formatCents } from '@vce/contract/commerce-wallet';
import { readBalance } from '../wallet/wallet-store';
import { startPayment } from './checkout-service';
import { registerDevCashierRoutes } from './dev-cashier-routes';
import { findOrder, listOrders } from './order-store';
import { paymentNotifyRoutes } from './payment-notify-routes';
import { closeExpiredOrders, refreshOrder } from './settlement-service';
import { reconcileYesterday } from './reconciliation-service';
import { unixSeconds, unixSecondsOrNull } from '../../../platform/unix-time';

/** Orders, the cash desk, payment notifications, and the jobs that close expired orders and retry notifications. */
export async function orderRoutes(app: FastifyInstance) {
  registerCall(app, checkOrderPay, async ({ body, userId }) => {
    const order = await findOrder(app.db, { orderNo: body.order_id, userId });
    if (!order) throw AppError.reject('orderUnknown');
    const current = await refreshOrder(app, order);
    const vipUntil = current.kind === 'vip' && current.state === 'paid' ? await vipExpiryOf(app, userId) : null;
    return {
      order_id: current.orderNo,
      status: current.state === 'paid' ? (1 as const) : (0 as const),
      state: current.state as OrderState,
      kind: current.kind as OrderKind,
      name: current.itemName,
      amount: formatCents(current.amountCents),
      expire_time: unixSeconds(current.expiresAt),
      ...(vipUntil ? { vip_expiration_time: vipUntil } : {}),
    };
  });

  registerCall(app, orderList, async ({ body, userId }) => {
    const { rows, total } = await listOrders(app.db, { userId, ...body });
    return {
      total,
      list: rows.map((row) => ({
        order_id: row.orderNo,
        kind: row.kind as OrderKind,
        name: row.itemName,
        amount: formatCents(row.amountCents),
        pay_type: row.payType as 'money' | 'wechat' | 'alipay',
        state: row.state as OrderState,
        create_time: unixSeconds(row.createdAt),
        pay_time: unixSecondsOrNull(row.paidAt),
      })),
    };
  });

  const describe = async (userId: number, kind: OrderKind, itemId: number) => {
    const item = await app.cashDesk.goodsOf(kind)?.describe({ app, userId, itemId });
    if (!item) throw AppError.reject('orderKindUnknown');
    return item;
  };
  registerCall(app, cashDeskItem, async ({ body, userId }) => {
    const item = await describe(userId, body.type, body.id);
    return {
      type: body.type,
      id: body.id,
      name: item.name,
      price: formatCents(item.amountCents),
      money: formatCents(await readBalance(app.db, { userId, currency: 'vq' })),
      pay_password_set: (await readPayPasswordState({ app, userId })).is_set,
    };
  });
  registerCall(app, payOrder, async ({ body, userId, request }) => {
    const item = await describe(userId, body.type, body.id);
    return startPayment({
      app,
      request,
      userId,
      kind: body.type,
      itemId: body.id,
      ...item,
      payType: body.pay_type,
      payPassword: body.pay_password,
      couponId: body.coupon_id,
    });
  });

  await app.register(paymentNotifyRoutes);
  scheduleLeaderJob(app, { name: 'orders-expiry', intervalMs: 30_000, run: () => closeExpiredOrders(app) });
  scheduleLeaderJob(app, {
    name: 'payment-reconciliation',
    intervalMs: 10 * 60_000,
    run: () => reconcileYesterday(app),
  });
  if (app.payment.name === 'sandbox') {
    const sandbox = app.payment as SandboxPayment;
    registerDevCashierRoutes(app, sandbox);
    scheduleLeaderJob(app, { name: 'payment-sandbox-notify', intervalMs: 5000, run: () => sandbox.deliverDue() });
  }
}

/** When a paid membership now ends, for the payment's success page. */
async function vipExpiryOf(app: FastifyInstance, userId: number) {
  return unixSecondsOrNull(await findMembershipEnd(app.db, userId));
}
