import type { OrderKind } from '@vce/contract/commerce-payment';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { inTransaction } from '../../../platform/transaction';
import type { PaidNotice, PayChannel } from '../../../providers/payment/payment-provider';
import { useHeldCoupons } from '../coupons/coupon-store';
import { closePendingOrder, findExpiredPendingOrders, findOrder, markOrderPaid, type OrderRow } from './order-store';

const isChannel = (payType: string): payType is PayChannel => payType === 'wechat' || payType === 'alipay';

/**
 * Grants the goods of orders (of distinct users) in the transaction that marked them paid, kind by
 * kind, and uses the coupons they held.
 */
export async function grantGoods(app: FastifyInstance, tx: Db, paid: OrderRow[]) {
  await useHeldCoupons(
    tx,
    paid.filter((order) => order.couponId !== null).map((order) => order.orderNo),
  );
  for (const kind of new Set(paid.map((order) => order.kind as OrderKind))) {
    const goods = app.cashDesk.goodsOf(kind);
    if (!goods) throw new Error(`no goods registered for ${kind}`);
    await goods.grant?.(
      tx,
      paid.filter((order) => order.kind === kind),
    );
  }
  await app.events.publishEach(
    tx,
    'order.paid',
    paid.map(({ id: orderId, orderNo, userId, kind, itemId }) => ({
      orderId,
      orderNo,
      userId,
      kind: kind as OrderKind,
      itemId,
    })),
  );
}

export type NoticeOutcome = 'applied' | 'already' | 'refused';

/**
 * Applies a verified payment notice (a notification or a query's answer): the order must exist, be
 * paid through that channel, to our merchant, for exactly its amount. Then it is marked paid and its
 * goods granted in one transaction, once: replays answer `already`. A notice that does not match
 * changes nothing and is logged. An order closed for expiry is still honoured: the payer's money left.
 */
export async function applyPaidNotice(input: {
  app: FastifyInstance;
  channel: PayChannel;
  notice: PaidNotice;
}): Promise<NoticeOutcome> {
  const { app, channel, notice } = input;
  const order = await findOrder(app.db, { orderNo: notice.orderNo });
  const mismatch = !order
    ? 'unknown order'
    : order.payType !== channel
      ? 'another channel'
      : notice.merchantId !== app.payment.channel(channel).merchantId
        ? 'another merchant'
        : notice.amountCents !== order.amountCents
          ? 'wrong amount'
          : null;
  if (mismatch || !order) {
    app.log.warn({ channel, notice, reason: mismatch }, 'payment notice refused');
    return 'refused';
  }
  const paid = await inTransaction(app.db, async (tx) => {
    const row = await markOrderPaid(tx, {
      orderId: order.id,
      from: ['pending', 'closed'],
      transactionId: notice.transactionId,
      paidAt: notice.paidAt,
    });
    if (row) await grantGoods(app, tx, [row]);
    return row;
  });
  if (!paid) return 'already';
  app.log.info({ orderNo: order.orderNo, channel, amountCents: order.amountCents }, 'order paid');
  return 'applied';
}

/**
 * An order as it stands, brought up to date: a pending provider order asks the provider (so a lost
 * notification still completes it), and an expired one is closed.
 */
export async function refreshOrder(app: FastifyInstance, order: OrderRow): Promise<OrderRow> {
  if (order.state !== 'pending' || !isChannel(order.payType)) {
    if (order.state === 'pending' && order.expiresAt.getTime() <= Date.now()) await closePendingOrder(app.db, order.id);
    return (await findOrder(app.db, { orderNo: order.orderNo })) ?? order;
  }
  const channel = app.payment.channel(order.payType);
  const answer = await channel.query(order.orderNo).catch((err: unknown) => {
    app.log.warn({ err, orderNo: order.orderNo }, 'payment query failed');
    return null;
  });
  if (answer?.state === 'paid') await applyPaidNotice({ app, channel: order.payType, notice: answer.notice });
  else if (order.expiresAt.getTime() <= Date.now()) {
    // Closed at the provider first, so it cannot be paid after we gave up on it.
    await channel.close(order.orderNo).catch((err: unknown) => app.log.warn({ err }, 'payment close failed'));
    const again = await channel.query(order.orderNo).catch(() => null);
    if (again?.state === 'paid') await applyPaidNotice({ app, channel: order.payType, notice: again.notice });
    else await closePendingOrder(app.db, order.id);
  }
  return (await findOrder(app.db, { orderNo: order.orderNo })) ?? order;
}

/** Closes what expired unpaid (15 minutes by default), asking the provider first; run by the leader. */
export async function closeExpiredOrders(app: FastifyInstance) {
  for (const order of await findExpiredPendingOrders(app.db, new Date(), 100)) await refreshOrder(app, order);
}
