import type { AdminLedgerDay, AdminLedgerTotals } from '@vce/contract/admin-ledger';
import { type Currency, type LedgerKind, ledgerKinds } from '@vce/contract/commerce-ledger';
import { formatCents } from '@vce/contract/commerce-wallet';
import { beijingInstant } from '@vce/market-core/calendar';
import type { FastifyInstance } from 'fastify';
import {
  readBalancesTotal,
  readLedgerBreaksByDay,
  readLedgerTotalBefore,
  readMovementsByDay,
} from './ledger-totals-store';

/*
 * 资金日报, the wallet area's door for finance's daily totals: each day's balances before and after
 * and what moved them, by kind. The closing is the opening plus the day's movements; whether the
 * movements themselves hold together is each row's balance following from the user's previous one,
 * and whether the books match the balances is every movement summed against every balance held.
 */

const amountOf = (currency: Currency, units: number) => (currency === 'vq' ? formatCents(units) : String(units));

/** The Beijing days from `from` to `to`, both included. */
function daysBetween(from: string, to: string) {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

export async function readLedgerTotalsForConsole(
  app: FastifyInstance,
  query: { from: string; to: string; currency: Currency },
): Promise<AdminLedgerTotals> {
  const { currency } = query;
  const range = {
    from: new Date(beijingInstant(query.from, '00:00')),
    until: new Date(beijingInstant(query.to, '00:00') + 86_400_000),
  };
  const [opening, movements, breaks, ledgerTotal, balancesTotal] = await Promise.all([
    readLedgerTotalBefore(app.db, currency, range.from),
    readMovementsByDay(app.db, currency, range),
    readLedgerBreaksByDay(app.db, currency, range),
    readLedgerTotalBefore(app.db, currency),
    readBalancesTotal(app.db, currency),
  ]);
  let running = opening;
  const days = daysBetween(query.from, query.to).map((day): AdminLedgerDay => {
    const ofDay = movements.filter((movement) => movement.day === day);
    const sumOf = (pick: (movement: (typeof ofDay)[number]) => number) =>
      ofDay.reduce((sum, movement) => sum + pick(movement), 0);
    const dayOpening = running;
    running += sumOf((movement) => movement.net);
    return {
      day,
      opening: amountOf(currency, dayOpening),
      closing: amountOf(currency, running),
      by_kind: ledgerKinds.flatMap((kind: LedgerKind) => {
        const movement = ofDay.find((row) => row.kind === kind);
        return movement ? [{ kind, amount: amountOf(currency, movement.net), count: movement.count }] : [];
      }),
      credits: amountOf(
        currency,
        sumOf((movement) => movement.credits),
      ),
      debits: amountOf(
        currency,
        sumOf((movement) => movement.debits),
      ),
      breaks: breaks.find((row) => row.day === day)?.breaks ?? 0,
    };
  });
  return {
    currency,
    days,
    ledger_total: amountOf(currency, ledgerTotal),
    balances_total: amountOf(currency, balancesTotal),
  };
}
