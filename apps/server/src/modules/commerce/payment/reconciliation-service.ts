import {
  type AdminReconciliation,
  type AdminReconciliationDifference,
  type listAdminReconciliations,
  reconciledChannels,
} from '@vce/contract/admin-reconciliation';
import type { OrderState } from '@vce/contract/commerce-payment';
import { formatCents } from '@vce/contract/commerce-wallet';
import { beijingDate, beijingInstant } from '@vce/market-core/calendar';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors';
import type { PayChannel, StatementLine } from '../../../providers/payment/payment-provider';
import {
  findReconciliation,
  listReconciliations,
  readBookedLines,
  readDifferences,
  type Reconciliation,
  type ReconciliationDifference,
  saveReconciliation,
} from './reconciliation-store';

/*
 * 对账, the console's door into reconciliation: each Beijing day, what we booked through WeChat Pay
 * and Alipay is compared, payment by payment and refund by refund, with the provider's statement.
 * A payment's time is the provider's own (its notice's or its query's), so both sides put it on the
 * same day; a refund is ours when the console asked and the provider's when it made it, seconds apart.
 */

/** The providers write a day's statement by this Beijing hour of the next day (WeChat 10:00, Alipay 9:00). */
const STATEMENT_READY_HOUR = 10;
/** A day whose statement could not be had is tried again after this long. */
const RETRY_FAILED_MS = 3_600_000;

const netOf = (lines: StatementLine[]) =>
  lines.reduce((sum, line) => sum + (line.kind === 'payment' ? line.amountCents : -line.amountCents), 0);

/** What one side booked and the other did not, or at another amount, by order number and kind. */
export function differencesBetween(ours: StatementLine[], theirs: StatementLine[]): ReconciliationDifference[] {
  const keyOf = (line: StatementLine) => `${line.kind} ${line.orderNo}`;
  const unmatched = new Map(theirs.map((line) => [keyOf(line), line]));
  const differences: ReconciliationDifference[] = [];
  for (const line of ours) {
    const other = unmatched.get(keyOf(line));
    unmatched.delete(keyOf(line));
    if (other?.amountCents === line.amountCents) continue;
    differences.push({
      orderNo: line.orderNo,
      kind: line.kind,
      difference: other ? 'amount' : 'ours_only',
      oursCents: line.amountCents,
      providerCents: other?.amountCents ?? null,
      providerTransactionId: other?.transactionId ?? '',
    });
  }
  for (const other of unmatched.values())
    differences.push({
      orderNo: other.orderNo,
      kind: other.kind,
      difference: 'provider_only',
      oursCents: null,
      providerCents: other.amountCents,
      providerTransactionId: other.transactionId,
    });
  return differences;
}

/** Reconciles a day of a channel now, over any earlier run of it. */
export async function reconcileDay(app: FastifyInstance, day: string, channel: PayChannel, now = Date.now()) {
  const start = new Date(beijingInstant(day, '00:00'));
  const ours = await readBookedLines(app.db, channel, { start, end: new Date(start.getTime() + 86_400_000) });
  const statement = await app.payment
    .channel(channel)
    .statement(day)
    .catch((err: unknown) => {
      app.log.warn({ err, day, channel }, 'reconciliation: no statement from the provider');
      return err instanceof Error ? err : new Error(String(err));
    });
  const differences = statement instanceof Error ? [] : differencesBetween(ours, statement);
  const theirs = statement instanceof Error ? [] : statement;
  return saveReconciliation(
    app.db,
    {
      day,
      channel,
      state: statement instanceof Error ? 'failed' : differences.length ? 'differences' : 'balanced',
      oursCount: ours.length,
      oursNetCents: netOf(ours),
      providerCount: theirs.length,
      providerNetCents: netOf(theirs),
      differences: differences.length,
      error: statement instanceof Error ? statement.message.slice(0, 500) : '',
      ranAt: new Date(now),
    },
    differences,
  );
}

/**
 * The leader's morning run: yesterday of each channel once the providers wrote their statements,
 * and again hourly while a provider gave none.
 */
export async function reconcileYesterday(app: FastifyInstance, now = Date.now()) {
  if (new Date(now + 8 * 3_600_000).getUTCHours() < STATEMENT_READY_HOUR) return;
  const yesterday = beijingDate(now - 86_400_000);
  for (const channel of reconciledChannels) {
    const done = await findReconciliation(app.db, { day: yesterday, channel });
    if (!done || (done.state === 'failed' && done.ranAt.getTime() < now - RETRY_FAILED_MS))
      await reconcileDay(app, yesterday, channel, now);
  }
}

const consoleRowOf = (row: Reconciliation): AdminReconciliation => ({
  id: row.id,
  day: row.day,
  channel: row.channel as PayChannel,
  state: row.state as AdminReconciliation['state'],
  ours_count: row.oursCount,
  ours_net: formatCents(row.oursNetCents),
  provider_count: row.providerCount,
  provider_net: formatCents(row.providerNetCents),
  differences: row.differences,
  error: row.error,
  ran_at: Math.floor(row.ranAt.getTime() / 1000),
});

export async function listReconciliationsForConsole(
  app: FastifyInstance,
  query: z.infer<(typeof listAdminReconciliations)['request']>,
) {
  const { rows, total } = await listReconciliations(app.db, query);
  return { total, list: rows.map(consoleRowOf) };
}

const yuanOrBlank = (cents: number | null) => (cents === null ? '' : formatCents(cents));

export async function showReconciliationForConsole(app: FastifyInstance, id: number) {
  const row = await findReconciliation(app.db, { id });
  if (!row) throw AppError.reject('reconciliationUnknown');
  const differences = await readDifferences(app.db, id);
  return {
    ...consoleRowOf(row),
    difference_list: differences.map(({ difference, order }): AdminReconciliationDifference => ({
      order_no: difference.orderNo,
      kind: difference.kind as AdminReconciliationDifference['kind'],
      difference: difference.difference as AdminReconciliationDifference['difference'],
      ours_amount: yuanOrBlank(difference.oursCents),
      provider_amount: yuanOrBlank(difference.providerCents),
      provider_transaction_id: difference.providerTransactionId,
      order: order && { user_id: order.userId, item_name: order.itemName, state: order.state as OrderState },
    })),
  };
}

/** Finance's run of a day: today at the latest, since no provider books a day still to come. */
export async function runReconciliationFromConsole(app: FastifyInstance, day: string, channel: PayChannel) {
  if (day > beijingDate(Date.now())) throw AppError.reject('reconciliationFutureDay');
  return consoleRowOf(await reconcileDay(app, day, channel));
}
