import type { OrderKind } from '@vce/contract/commerce-payment';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import type { PayChannel } from '../../../providers/payment/payment-provider';
import { creditBalance } from '../wallet/wallet-store';
import { claimRefund, claimRefundRetry, completeRefund, findOrder, type OrderRow } from './order-store';

/** Our refund number for an order: one per order (refunds are whole), so asking again asks for the same refund. */
const refundNoOf = (orderNo: string) => `R${orderNo}`;
/** A provider's refund call takes seconds at most: an ask older than this is over, and may be repeated. */
const PROVIDER_ASK_MS = 30_000;

/**
 * Refunds a paid order in full, exactly once under any number of concurrent asks. One transaction
 * claims the order, takes its goods back and, for a balance payment, returns the V券 (a `refund`
 * ledger row): a refusal there (a recharge already spent) leaves the order paid and nothing changed.
 * A provider's payment is then `refunding` while the provider is asked, outside any transaction (a
 * network call must not hold the order's row, and the sandbox answers from the same database); if
 * the provider does not take it, asking again repeats the same refund number, which never refunds twice.
 */
export async function refundOrder(app: FastifyInstance, input: { orderNo: string; reason: string }): Promise<OrderRow> {
  const order = await findOrder(app.db, { orderNo: input.orderNo });
  if (!order) throw AppError.reject('orderUnknown');
  const claimed = order.state === 'refunding' ? await retryOf(app, order) : await takeBack(app, order, input.reason);
  if (claimed.payType !== 'money') await askProvider(app, claimed);
  return (await findOrder(app.db, { orderNo: order.orderNo }))!;
}

async function takeBack(app: FastifyInstance, order: OrderRow, reason: string) {
  if (order.state === 'refunded') throw AppError.reject('orderRefunded');
  if (order.state !== 'paid') throw AppError.reject('orderNotRefundable');
  const revoke = app.cashDesk.goodsOf(order.kind as OrderKind)?.revoke;
  if (!revoke) throw AppError.reject('refundUnsupported');
  const isBalance = order.payType === 'money';
  const claimed = await inTransaction(app.db, async (tx) => {
    const row = await claimRefund(tx, { orderId: order.id, reason, to: isBalance ? 'refunded' : 'refunding' });
    if (!row) return null;
    await revoke(tx, row);
    if (isBalance)
      await creditBalance(tx, {
        userId: row.userId,
        currency: 'vq',
        amount: row.amountCents,
        kind: 'refund',
        orderId: row.id,
      });
    const { id: orderId, orderNo, userId, kind, itemId } = row;
    await app.events.publish(tx, 'order.refunded', { orderId, orderNo, userId, kind: kind as OrderKind, itemId });
    return row;
  });
  if (!claimed) return refuseTaken(app, order);
  app.log.info({ orderNo: order.orderNo, amountCents: order.amountCents }, 'order refund: goods taken back');
  return claimed;
}

/** An order still `refunding` (the provider did not take the refund): asked again, one asker at a time. */
async function retryOf(app: FastifyInstance, order: OrderRow) {
  return (
    (await claimRefundRetry(app.db, { orderId: order.id, retryAfterMs: PROVIDER_ASK_MS })) ?? refuseTaken(app, order)
  );
}

/** Another ask got there first: said as the order now stands. */
async function refuseTaken(app: FastifyInstance, order: OrderRow): Promise<never> {
  const now = await findOrder(app.db, { orderNo: order.orderNo });
  throw AppError.reject(now?.state === 'refunded' ? 'orderRefunded' : 'orderRefunding');
}

async function askProvider(app: FastifyInstance, order: OrderRow) {
  const answer = await app.payment
    .channel(order.payType as PayChannel)
    .refund({
      orderNo: order.orderNo,
      refundNo: refundNoOf(order.orderNo),
      amountCents: order.amountCents,
      totalCents: order.amountCents,
      reason: order.refundReason ?? '',
    })
    .catch((err: unknown) => {
      app.log.warn({ err, orderNo: order.orderNo }, 'order refund: the payment provider did not take it');
      return null;
    });
  if (!answer) throw AppError.reject('refundProviderFailed');
  await completeRefund(app.db, { orderId: order.id, refundId: answer.refundId });
  app.log.info({ orderNo: order.orderNo, refundId: answer.refundId }, 'order refunded by the provider');
}
