import { z } from 'zod';
import { defineAdminCall } from './admin';
import { consoleDays, STATISTICS_MAX_DAYS } from './admin-statistics';
import { Currency, ledgerKinds } from './commerce-ledger';
import { field } from './validation';

/** Amounts as the currency is shown: V券 in yuan with two decimals, V粒 in whole points. */
const Amount = z.string();

export const AdminLedgerDay = z.object({
  day: z.string(),
  /** Every balance of the currency summed, as the day began and as it ended. */
  opening: Amount,
  closing: Amount,
  /** The day's movements by what moved the money (net), with how many. */
  by_kind: z.array(z.object({ kind: z.enum(ledgerKinds), amount: Amount, count: z.number().int() })),
  credits: Amount,
  /** Negative: what left the balances. */
  debits: Amount,
  /** The day's movements whose balance does not follow from the user's previous one (0: it adds up). */
  breaks: z.number().int(),
});
export type AdminLedgerDay = z.infer<typeof AdminLedgerDay>;

export const AdminLedgerTotals = z.object({
  currency: Currency,
  /** Oldest first; the closing of one day is the opening of the next. */
  days: z.array(AdminLedgerDay),
  /** Now: every movement ever summed, and every balance held; the books agree when they are equal. */
  ledger_total: Amount,
  balances_total: Amount,
});
export type AdminLedgerTotals = z.infer<typeof AdminLedgerTotals>;

/** 资金日报: each Beijing day's V券 or V粒 movements by kind, the balances before and after, and whether they add up. */
export const showAdminLedgerTotals = defineAdminCall({
  path: '/api/admin/ledger/days',
  access: 'user',
  permission: { resource: 'balances', action: 'list' },
  request: consoleDays(
    z.object({ from: field.date('开始日期'), to: field.date('结束日期'), currency: Currency }),
    STATISTICS_MAX_DAYS,
  ),
  data: AdminLedgerTotals,
});
