import type { AdminOrderDetail, AdminOrderRow } from '@vce/contract/admin-orders';
import { EXPORT_ROW_CAP } from '@vce/contract/admin';
import {
  type OrderKind,
  orderKindNames,
  type OrderState,
  orderStateNames,
  type PayType,
  payTypeNames,
} from '@vce/contract/commerce-payment';
import { beijingDate } from '@vce/market-core/calendar';
import type { Currency, LedgerKind } from '@vce/contract/commerce-ledger';
import { formatCents } from '@vce/contract/commerce-wallet';
import type { FastifyInstance } from 'fastify';
import {
  type ConsoleOrderDetail,
  findOrderForConsole,
  findOrdersForConsole,
  readOrderForConsole,
  refundOrderForConsole,
  streamOrdersForConsole,
} from '../commerce/payment/console-service';
import type { OrderRow } from '../commerce/payment/order-store';
import { Audited } from './admin-calls';
import { beijingDayRange } from './console-dates';
import { type CsvColumn, csvDownload, csvTime } from './csv-export';

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

interface OrdersFilter {
  keyword: string;
  kind?: OrderKind;
  state?: OrderState;
  pay_type?: PayType;
  from?: string;
  to?: string;
}

const filterOf = (input: OrdersFilter) => ({
  keyword: input.keyword,
  kind: input.kind,
  state: input.state,
  payType: input.pay_type,
  ...beijingDayRange(input),
});

export async function listOrders(app: FastifyInstance, input: OrdersFilter & { page: number; limit: number }) {
  const { rows, total } = await findOrdersForConsole(app, { ...filterOf(input), page: input.page, limit: input.limit });
  return { total, list: rows.map(rowOf) };
}

const orderColumns: CsvColumn<OrderRow>[] = [
  { header: '订单号', value: (order) => order.orderNo },
  { header: '用户ID', value: (order) => order.userId },
  { header: '商品类型', value: (order) => orderKindNames[order.kind as OrderKind] },
  { header: '商品', value: (order) => order.itemName },
  { header: '金额', value: (order) => formatCents(order.amountCents) },
  { header: '优惠', value: (order) => formatCents(order.discountCents) },
  { header: '支付方式', value: (order) => payTypeNames[order.payType as PayType] },
  { header: '状态', value: (order) => orderStateNames[order.state as OrderState] },
  { header: '下单时间', value: (order) => csvTime(order.createdAt) },
  { header: '支付时间', value: (order) => csvTime(order.paidAt) },
  { header: '退款时间', value: (order) => csvTime(order.refundedAt) },
];

/** The orders the filters select, newest first, as CSV of EXPORT_ROW_CAP rows at most. */
export function exportOrders(app: FastifyInstance, input: OrdersFilter) {
  const rows = streamOrdersForConsole(app, filterOf(input), EXPORT_ROW_CAP);
  return csvDownload(`订单_${beijingDate(Date.now())}.csv`, orderColumns, rows);
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
