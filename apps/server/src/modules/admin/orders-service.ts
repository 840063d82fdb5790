import type { AdminOrderDetail, AdminOrderRow } from '@vce/contract/admin-orders';
import type { OrderKind, OrderState, PayType } from '@vce/contract/commerce-payment';
import { type Currency, formatCents, type LedgerKind } from '@vce/contract/commerce-wallet';
import type { FastifyInstance } from 'fastify';
import {
  type ConsoleOrderDetail,
  findOrderForConsole,
  findOrdersForConsole,
  readOrderForConsole,
  refundOrderForConsole,
} from '../commerce/payment/console-service';
import type { OrderRow } from '../commerce/payment/order-store';
import { Audited } from './admin-calls';
import { beijingDayRange } from './console-dates';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

const rowOf = (order: OrderRow): AdminOrderRow => ({
  order_no: order.orderNo,
  user_id: order.userId,
  kind: order.kind as OrderKind,
  item_name: order.itemName,
  amount: formatCents(order.amountCents),
  discount: formatCents(order.discountCents),
  pay_type: order.payType as PayType,
  state: order.state as OrderState,
  created_at: seconds(order.createdAt),
  paid_at: seconds(order.paidAt),
  refunded_at: seconds(order.refundedAt),
});

export async function listOrders(
  app: FastifyInstance,
  input: {
    keyword: string;
    kind?: OrderKind;
    state?: OrderState;
    pay_type?: PayType;
    from?: string;
    to?: string;
    page: number;
    limit: number;
  },
) {
  const { rows, total } = await findOrdersForConsole(app, {
    ...input,
    payType: input.pay_type,
    ...beijingDayRange(input),
  });
  return { total, list: rows.map(rowOf) };
}

const detailOf = ({ order, provider, ledger }: ConsoleOrderDetail): AdminOrderDetail => ({
  ...rowOf(order),
  transaction_id: order.transactionId ?? '',
  refund_reason: order.refundReason ?? '',
  refund_id: order.refundId ?? '',
  provider: {
    state: provider.state,
    transaction_id: provider.transactionId,
    amount: formatCents(provider.amountCents),
  },
  ledger: ledger.map((row) => ({
    currency: row.currency as Currency,
    amount: row.currency === 'vq' ? formatCents(row.amount) : String(row.amount),
    kind: row.kind as LedgerKind,
    time: seconds(row.createdAt),
  })),
});

export const showOrder = async (app: FastifyInstance, orderNo: string) =>
  detailOf(await readOrderForConsole(app, orderNo));

const refundStateOf = (order: AdminOrderRow) => ({
  state: order.state,
  amount: order.amount,
  pay_type: order.pay_type,
});

export async function refund(app: FastifyInstance, input: { orderNo: string; reason: string }) {
  // Before: our books only (the provider is asked once, for the answer after).
  const before = rowOf(await findOrderForConsole(app, input.orderNo));
  await refundOrderForConsole(app, input);
  const after = await showOrder(app, input.orderNo);
  return new Audited(after, {
    target: input.orderNo,
    before: refundStateOf(before),
    after: { ...refundStateOf(after), reason: input.reason, refund_id: after.refund_id },
  });
}
