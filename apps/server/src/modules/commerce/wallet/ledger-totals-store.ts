import type { Currency } from '@vce/contract/commerce-ledger';
import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { walletBalances, walletLedger } from '../../../db/schema/commerce-wallet';
import { beijingDayOf, type InstantRange } from '../../../platform/beijing-day-sql';
import type { Db } from '../../../platform/db';

const total = (amount: Parameters<typeof sum>[0]) => sql`coalesce(${sum(amount)}, 0)`.mapWith(Number);
const ofCurrency = (currency: Currency) => eq(walletLedger.currency, currency);

/** Every movement of the currency before `at`, summed: the balances' total at that instant. */
export async function readLedgerTotalBefore(db: Db, currency: Currency, at?: Date) {
  const [row] = await db
    .select({ total: total(walletLedger.amount) })
    .from(walletLedger)
    .where(and(ofCurrency(currency), at && lt(walletLedger.createdAt, at)));
  return row?.total ?? 0;
}

/** The balances held now, summed (the `wallet_balances` column of the currency). */
export async function readBalancesTotal(db: Db, currency: Currency) {
  const column = currency === 'vq' ? walletBalances.moneyCents : walletBalances.score;
  const [row] = await db.select({ total: total(column) }).from(walletBalances);
  return row?.total ?? 0;
}

/** Each Beijing day's movements by kind: net, credits, debits and how many. */
export function readMovementsByDay(db: Db, currency: Currency, range: InstantRange) {
  const day = beijingDayOf(walletLedger.createdAt);
  return db
    .select({
      day,
      kind: walletLedger.kind,
      net: total(walletLedger.amount),
      credits: total(sql`case when ${walletLedger.amount} > 0 then ${walletLedger.amount} else 0 end`),
      debits: total(sql`case when ${walletLedger.amount} < 0 then ${walletLedger.amount} else 0 end`),
      count: count(),
    })
    .from(walletLedger)
    .where(and(ofCurrency(currency), gte(walletLedger.createdAt, range.from), lt(walletLedger.createdAt, range.until)))
    .groupBy(day, walletLedger.kind);
}

/**
 * Each Beijing day's movements whose balance does not follow from the same user's previous one
 * (a user's first starts from 0): the chain every balance change keeps, written under the balance's
 * row lock, so ids run in the order the balance moved.
 */
export function readLedgerBreaksByDay(db: Db, currency: Currency, range: InstantRange) {
  const chain = db.$with('chain').as(
    db
      .select({
        createdAt: walletLedger.createdAt,
        follows:
          sql<boolean>`${walletLedger.balanceAfter} - ${walletLedger.amount} = coalesce(lag(${walletLedger.balanceAfter}) over (partition by ${walletLedger.userId} order by ${walletLedger.id}), 0)`.as(
            'follows',
          ),
      })
      .from(walletLedger)
      .where(ofCurrency(currency)),
  );
  const day = beijingDayOf(chain.createdAt);
  return db
    .with(chain)
    .select({ day, breaks: count() })
    .from(chain)
    .where(and(gte(chain.createdAt, range.from), lt(chain.createdAt, range.until), sql`not ${chain.follows}`))
    .groupBy(day);
}
