import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import type { PayChannel } from '../../../providers/payment/payment-provider';
import { listOrderLedger } from '../wallet/wallet-store';
import { keysetRows } from '../../../platform/keyset';
import type { PageQuery } from '../../../platform/paging';
import {
  type ConsoleOrderFilter,
  listConsoleOrders,
  type OrderAfter,
  readConsoleOrdersAfter,
} from './console-order-store';
import { findOrder, type OrderRow } from './order-store';
import { refundOrder } from './refund-service';

/**
 * The payment area's door for the console's 订单管理: orders found and read with what the provider
 * says of them and the balance movements they caused, and refunds.
 */
export const findOrdersForConsole = (app: FastifyInstance, filter: ConsoleOrderFilter & PageQuery) =>
  listConsoleOrders(app.db, filter);

/** Every order the filter selects, newest first, `cap` at most: read in batches as they are consumed (an export). */
export async function* streamOrdersForConsole(app: FastifyInstance, filter: ConsoleOrderFilter, cap: number) {
  for await (const row of keysetRows(
    (last: OrderAfter | null, limit) => readConsoleOrdersAfter(app.db, filter, last, limit),
    {
      cap,
    },
  ))
    yield row.order;
}

const isChannel = (payType: string): payType is PayChannel => payType === 'wechat' || payType === 'alipay';

/** What the provider says of an order; a balance payment has no provider, and one that fails to answer is said so. */
async function providerRecord(app: FastifyInstance, order: OrderRow) {
  const none = { state: 'none' as const, transactionId: '', amountCents: 0 };
  if (!isChannel(order.payType)) return none;
  try {
    const answer = await app.payment.channel(order.payType).query(order.orderNo);
    if (answer.state !== 'paid') return { ...none, state: answer.state };
    return {
      state: 'paid' as const,
      transactionId: answer.notice.transactionId,
      amountCents: answer.notice.amountCents,
    };
  } catch (err) {
    app.log.warn({ err, orderNo: order.orderNo }, 'payment query failed');
    return { ...none, state: 'unreachable' as const };
  }
}

/** One order as our books have it (no provider asked). */
export async function findOrderForConsole(app: FastifyInstance, orderNo: string) {
  const order = await findOrder(app.db, { orderNo });
  if (!order) throw AppError.reject('orderUnknown');
  return order;
}

/** One order with what its provider says of it and the balance movements naming it. */
export async function readOrderForConsole(app: FastifyInstance, orderNo: string) {
  const order = await findOrderForConsole(app, orderNo);
  const [provider, ledger] = await Promise.all([providerRecord(app, order), listOrderLedger(app.db, order.id)]);
  return { order, provider, ledger };
}
export type ConsoleOrderDetail = Awaited<ReturnType<typeof readOrderForConsole>>;

export const refundOrderForConsole = (app: FastifyInstance, input: { orderNo: string; reason: string }) =>
  refundOrder(app, input);
