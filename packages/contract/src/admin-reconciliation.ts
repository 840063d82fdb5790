import { z } from 'zod';
import { adminPage, defineAdminCall } from './admin';
import { orderStates } from './commerce-payment';
import { field, pagingFields } from './validation';

/** The channels a provider pays through (a V券 balance payment has no provider to reconcile with). */
export const reconciledChannels = ['wechat', 'alipay'] as const;
export const ReconciledChannel = z
  .enum(reconciledChannels, { error: '支付渠道须为wechat或alipay' })
  .describe('支付渠道');

/**
 * A day's outcome: balanced (平), differences found, or failed (the provider gave no statement, or not
 * yet: WeChat and Alipay write a day's the next morning).
 */
export const reconciliationStates = ['balanced', 'differences', 'failed'] as const;
export const reconciliationStateNames: Record<(typeof reconciliationStates)[number], string> = {
  balanced: '平账',
  differences: '有差异',
  failed: '未取得对账单',
};

export const AdminReconciliation = z.object({
  id: z.number().int(),
  /** The Beijing day reconciled. */
  day: z.string(),
  channel: ReconciledChannel,
  state: z.enum(reconciliationStates),
  /** Payments and refunds each side booked that day, and their net in yuan (payments less refunds). */
  ours_count: z.number().int(),
  ours_net: z.string(),
  provider_count: z.number().int(),
  provider_net: z.string(),
  differences: z.number().int(),
  /** Why the provider gave no statement ('' otherwise). */
  error: z.string(),
  /** Unix seconds. */
  ran_at: z.number().int(),
});
export type AdminReconciliation = z.infer<typeof AdminReconciliation>;

/** What one side booked and the other did not, or booked at another amount. */
export const reconciliationDifferences = ['ours_only', 'provider_only', 'amount'] as const;
export const reconciliationDifferenceNames: Record<(typeof reconciliationDifferences)[number], string> = {
  ours_only: '我方有，渠道无',
  provider_only: '渠道有，我方无',
  amount: '金额不一致',
};

export const AdminReconciliationDifference = z.object({
  order_no: z.string(),
  kind: z.enum(['payment', 'refund']),
  difference: z.enum(reconciliationDifferences),
  /** Yuan; '' where that side has no line. */
  ours_amount: z.string(),
  provider_amount: z.string(),
  /** The provider's id of the payment or refund ('' where it has no line). */
  provider_transaction_id: z.string(),
  /** Our order as it stands now (null when we have no order of that number). */
  order: z.object({ user_id: z.number().int(), item_name: z.string(), state: z.enum(orderStates) }).nullable(),
});
export type AdminReconciliationDifference = z.infer<typeof AdminReconciliationDifference>;

/** The days reconciled, newest first: by Beijing dates (both included), channel and outcome. */
export const listAdminReconciliations = defineAdminCall({
  path: '/api/admin/reconciliation/list',
  access: 'user',
  permission: { resource: 'reconciliation', action: 'list' },
  request: z.object({
    from: field.date('开始日期').optional(),
    to: field.date('结束日期').optional(),
    channel: ReconciledChannel.optional(),
    state: z.enum(reconciliationStates, { error: '对账结果不正确' }).optional().describe('对账结果'),
    ...pagingFields,
    limit: field.int('每页条数').min(1).max(100).default(20),
  }),
  data: adminPage(AdminReconciliation),
});

/** A reconciled day with each difference and the order it names. */
export const showAdminReconciliation = defineAdminCall({
  path: '/api/admin/reconciliation/show',
  access: 'user',
  permission: { resource: 'reconciliation', action: 'show' },
  request: z.object({ id: field.id('对账编号') }),
  data: AdminReconciliation.extend({ difference_list: z.array(AdminReconciliationDifference) }),
});

/**
 * Reconciles a day (today at the latest) of a channel now, replacing an earlier run's outcome: the
 * leader does yesterday's by itself each morning; finance runs it again once a difference is settled.
 */
export const runAdminReconciliation = defineAdminCall({
  path: '/api/admin/reconciliation/run',
  access: 'user',
  permission: { resource: 'reconciliation', action: 'create' },
  request: z.object({ day: field.date('对账日期'), channel: ReconciledChannel }),
  data: AdminReconciliation,
});
