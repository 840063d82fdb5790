import { z } from 'zod';
import { adminPage, csvFile, defineAdminCall } from './admin';
import { orderKinds, orderStates, PayType } from './commerce-payment';
import { Currency, ledgerKinds } from './commerce-ledger';
import { field, pagingFields } from './validation';

export const AdminOrderRow = z.object({
  order_no: z.string(),
  user_id: z.number().int(),
  kind: z.enum(orderKinds),
  item_name: z.string(),
  /** Yuan with two decimals, as paid (after the coupon). */
  amount: z.string(),
  discount: z.string(),
  pay_type: PayType,
  state: z.enum(orderStates),
  /** Unix seconds; 0 for never. */
  created_at: z.number().int(),
  paid_at: z.number().int(),
  refunded_at: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

/** Orders newest first: by order number or buyer id, kind, state, way of paying, Beijing dates (both included). */
const orderFilters = {
  keyword: z.string().trim().max(40, '搜索词不能超过40个字符').default('').describe('订单号或用户ID'),
  kind: z.enum(orderKinds).optional().describe('商品类型'),
  state: z.enum(orderStates).optional().describe('订单状态'),
  pay_type: PayType.optional(),
  from: field.date('开始日期').optional(),
  to: field.date('结束日期').optional(),
};

export const listAdminOrders = defineAdminCall({
  path: '/api/admin/orders/list',
  access: 'user',
  permission: { resource: 'orders', action: 'list' },
  request: z.object({ ...orderFilters, ...pagingFields, limit: field.int('每页条数').min(1).max(100).default(20) }),
  data: adminPage(AdminOrderRow),
});

/** The orders the filters select, newest first, as CSV (EXPORT_ROW_CAP at most). */
export const exportAdminOrders = defineAdminCall({
  path: '/api/admin/orders/export',
  access: 'user',
  permission: { resource: 'orders', action: 'export' },
  request: z.object(orderFilters),
  data: csvFile,
});

export const AdminOrderDetail = AdminOrderRow.extend({
  /** The provider's transaction id ('' for a balance payment or an unpaid order). */
  transaction_id: z.string(),
  refund_reason: z.string(),
  /** The provider's id of the refund ('' for a balance payment). */
  refund_id: z.string(),
  /**
   * What the payment provider says of the order, asked as the detail opens ('none' for a balance
   * payment; 'unreachable' when the provider did not answer).
   */
  provider: z.object({
    state: z.enum(['paid', 'unpaid', 'closed', 'none', 'unreachable']),
    transaction_id: z.string(),
    amount: z.string(),
  }),
  /** The balance movements that name the order. */
  ledger: z.array(
    z.object({ currency: Currency, amount: z.string(), kind: z.enum(ledgerKinds), time: z.number().int() }),
  ),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

const orderNo = z.string().trim().min(1, '请输入订单号').max(40, '订单号不正确').describe('订单号');

export const showAdminOrder = defineAdminCall({
  path: '/api/admin/orders/show',
  access: 'user',
  permission: { resource: 'orders', action: 'show' },
  request: z.object({ order_no: orderNo }),
  data: AdminOrderDetail,
});

/**
 * Refunds a paid order in full, once however many times it is asked: the goods are taken back and
 * the money returned (to the V券 balance, or through the provider that took it).
 */
export const refundAdminOrder = defineAdminCall({
  path: '/api/admin/orders/refund',
  access: 'user',
  permission: { resource: 'orders', action: 'edit' },
  request: z.object({
    order_no: orderNo,
    reason: field.text('退款原因', 200).pipe(z.string().min(1, '请填写退款原因')),
  }),
  data: AdminOrderDetail,
});
