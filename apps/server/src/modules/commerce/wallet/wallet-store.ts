import type { Currency, LedgerKind } from '@vce/contract/commerce-ledger';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema/commerce-payment';
import { walletBalances, walletLedger } from '../../../db/schema/commerce-wallet';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';

/** The balance column of each currency: V券 in cents, V粒 in points. */
const balanceColumn = { vq: walletBalances.moneyCents, vli: walletBalances.score } as const;
const balanceField = { vq: 'moneyCents', vli: 'score' } as const;

interface Movement {
  userId: number;
  currency: Currency;
  /** Positive: cents of V券 or points of V粒. */
  amount: number;
  kind: LedgerKind;
  orderId?: number | null;
  /** What the bill shows when no order names it. */
  note?: string;
}

/**
 * Adds to a balance and writes its ledger row. Call inside the transaction of whatever earned it:
 * the balance row's update (or its first insert) holds its lock until commit, so ledger rows follow
 * one another.
 */
export async function creditBalance(tx: Db, movement: Movement): Promise<number> {
  const column = balanceColumn[movement.currency];
  const [row] = await tx
    .insert(walletBalances)
    .values({ userId: movement.userId, [balanceField[movement.currency]]: movement.amount })
    .onConflictDoUpdate({
      target: walletBalances.userId,
      set: { [balanceField[movement.currency]]: sql`${column} + ${movement.amount}` },
    })
    .returning({ balance: column });
  // An upsert answers its row, made or updated.
  await insertLedgerRow(tx, { ...movement, amount: movement.amount, balanceAfter: Number(row!.balance) });
  return Number(row!.balance);
}

/**
 * Takes from a balance if it holds enough (a guarded update: never negative, exact under concurrent
 * spends on PostgreSQL) and writes its ledger row. Null when the balance is short; nothing changed then.
 */
export async function debitBalance(tx: Db, movement: Movement): Promise<number | null> {
  const column = balanceColumn[movement.currency];
  if (movement.amount === 0) await ensureBalanceRows(tx, [movement.userId]);
  const [row] = await tx
    .update(walletBalances)
    .set({ [balanceField[movement.currency]]: sql`${column} - ${movement.amount}` })
    .where(and(eq(walletBalances.userId, movement.userId), gte(column, movement.amount)))
    .returning({ balance: column });
  if (!row) return null;
  await insertLedgerRow(tx, { ...movement, amount: -movement.amount, balanceAfter: Number(row.balance) });
  return Number(row.balance);
}

/** A user without a balance row holds 0 of each: a spend of 0 needs the row made to find it. */
export async function ensureBalanceRows(tx: Db, userIds: number[]) {
  await tx
    .insert(walletBalances)
    .values(userIds.map((userId) => ({ userId })))
    .onConflictDoNothing();
}

async function insertLedgerRow(tx: Db, row: Movement & { balanceAfter: number }) {
  await tx.insert(walletLedger).values({
    userId: row.userId,
    currency: row.currency,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    kind: row.kind,
    orderId: row.orderId ?? null,
    note: row.note ?? null,
  });
}

export async function readBalance(db: Db, input: { userId: number; currency: Currency }) {
  const [row] = await db
    .select({ balance: balanceColumn[input.currency] })
    .from(walletBalances)
    .where(eq(walletBalances.userId, input.userId));
  return row ? Number(row.balance) : 0;
}

/** One page of a user's ledger in one currency, newest first, with the order each row belongs to. */
export async function listLedger(db: Db, input: { userId: number; currency: Currency; page: number; limit: number }) {
  const mine = and(eq(walletLedger.userId, input.userId), eq(walletLedger.currency, input.currency));
  const rows = db
    .select({
      id: walletLedger.id,
      amount: walletLedger.amount,
      balanceAfter: walletLedger.balanceAfter,
      kind: walletLedger.kind,
      note: walletLedger.note,
      createdAt: walletLedger.createdAt,
      orderNo: orders.orderNo,
      itemName: orders.itemName,
    })
    .from(walletLedger)
    .leftJoin(orders, eq(orders.id, walletLedger.orderId))
    .where(mine)
    .orderBy(desc(walletLedger.id))
    .$dynamic();
  return readPage(db, { rows, table: walletLedger, where: mine, page: input });
}

/** The balance movements that name an order, oldest first (the console's order detail). */
export const listOrderLedger = (db: Db, orderId: number) =>
  db.select().from(walletLedger).where(eq(walletLedger.orderId, orderId)).orderBy(walletLedger.id);
