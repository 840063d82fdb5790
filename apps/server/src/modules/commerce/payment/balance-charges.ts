import type { OrderKind } from '@vce/contract/commerce-payment';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sqlStateOf } from '../../../platform/database-errors';
import { inTransaction } from '../../../platform/transaction';
import { ensureBalanceRows } from '../wallet/wallet-store';
import { newOrderNo, ORDER_TTL_MINUTES, type OrderRow } from './order-store';
import { grantGoods } from './settlement-service';

/** One purchase paid from the V券 balance, once its pay password has been checked. */
export interface BalanceCharge {
  userId: number;
  kind: OrderKind;
  itemId: number;
  name: string;
  /** What is paid: the price less the coupon's discount. */
  amountCents: number;
  /** Given when a coupon was held for this order number. */
  orderNo?: string;
  couponId?: number;
  discountCents?: number;
}

interface Waiting {
  charge: BalanceCharge;
  settle(order: OrderRow | null): void;
  fail(error: unknown): void;
}

/**
 * Balance payments, written in batches. Alone, a payment is eight round trips and a commit, and
 * PostgreSQL spends most of its time on statement and commit overhead (the bench's money group:
 * 0.08 of a bare guarded UPDATE). Payments that arrive while a batch is being written wait for the
 * next one, which writes all of theirs with one spending statement, each kind's grant and one
 * commit: no added delay when payments are rare, far less overhead when they are not.
 *
 * A batch holds each user once and no user of a batch still being written, so two batches of this
 * process never lock the same user rows and a user's spends follow one another (other processes:
 * see chargeTogether). Each payment stays whole: its spend, ledger row, order and goods commit
 * together or not at all; when a batch is rolled back, its payments are tried again one by one, so
 * one bad payment fails only itself.
 */
export function createBalanceCharges(app: FastifyInstance, limits = { batchesAtOnce: 2, batchSize: 100 }) {
  const waiting: Waiting[] = [];
  const busyUsers = new Set<number>();
  let batchesRunning = 0;
  let pumpScheduled = false;

  function takeBatch() {
    const batch: Waiting[] = [];
    const taken = new Set<number>();
    for (let index = 0; index < waiting.length && batch.length < limits.batchSize;) {
      const entry = waiting[index]!;
      const { userId } = entry.charge;
      if (busyUsers.has(userId) || taken.has(userId)) index++;
      else {
        taken.add(userId);
        batch.push(entry);
        waiting.splice(index, 1);
      }
    }
    return batch;
  }

  async function write(batch: Waiting[]) {
    try {
      const paid = await chargeTogether(
        app,
        batch.map((entry) => entry.charge),
      );
      batch.forEach((entry, index) => entry.settle(paid[index] ?? null));
    } catch (error) {
      // Only a batch known to be rolled back is tried again: after a lost connection (a commit that
      // may have gone through) a retry could charge twice, so its payments fail instead.
      if (batch.length === 1 || !isRolledBack(error)) for (const entry of batch) entry.fail(reasonOf(error));
      else
        for (const entry of batch)
          await chargeTogether(app, [entry.charge]).then(
            ([order]) => entry.settle(order ?? null),
            (alone: unknown) => entry.fail(reasonOf(alone)),
          );
    }
  }

  function pump() {
    while (batchesRunning < limits.batchesAtOnce) {
      const batch = takeBatch();
      if (!batch.length) return;
      batchesRunning++;
      for (const entry of batch) busyUsers.add(entry.charge.userId);
      void write(batch).finally(() => {
        for (const entry of batch) busyUsers.delete(entry.charge.userId);
        batchesRunning--;
        schedulePump();
      });
    }
  }

  /** After the current turn of the event loop, so payments started in one turn share a batch. */
  function schedulePump() {
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      pump();
    });
  }

  return {
    /** The paid order, or null when the balance is short (nothing written then). */
    charge(charge: BalanceCharge) {
      return new Promise<OrderRow | null>((settle, fail) => {
        waiting.push({ charge, settle, fail });
        schedulePump();
      });
    },
  };
}

export type BalanceCharges = ReturnType<typeof createBalanceCharges>;

/**
 * One transaction for charges of distinct users: a single statement takes each balance if it holds
 * enough (a guarded update: never negative) and writes its paid order and ledger row; then the goods
 * of what was paid are granted. Answers, per charge, its paid order or null for a short balance.
 */
async function chargeTogether(app: FastifyInstance, charges: BalanceCharge[]) {
  const now = new Date();
  // Each order as it will be stored (all but its id), so the statement need not be followed by a read.
  const orderRows = charges.map((charge) => ({
    orderNo: charge.orderNo ?? newOrderNo(now),
    userId: charge.userId,
    kind: charge.kind,
    itemId: charge.itemId,
    itemName: charge.name,
    amountCents: charge.amountCents,
    couponId: charge.couponId ?? null,
    discountCents: charge.discountCents ?? 0,
    payType: 'money',
    state: 'paid',
    expiresAt: new Date(now.getTime() + ORDER_TTL_MINUTES * 60_000),
    paidAt: now,
    transactionId: null,
    closedAt: null,
    refundedAt: null,
    refundAttemptAt: null,
    refundReason: null,
    refundId: null,
    createdAt: now,
  })) satisfies Omit<OrderRow, 'id'>[];
  // In user id order: the update then most likely locks rows in that order in every process, so
  // batches of two processes rarely deadlock; when they do, PostgreSQL aborts one and its payments
  // are retried one by one (locking every batch's rows in order first cost a fifth of the throughput).
  const wanted = [...orderRows]
    .sort((a, b) => a.userId - b.userId)
    .map((row) => ({
      user_id: row.userId,
      amount: row.amountCents,
      order_no: row.orderNo,
      kind: row.kind,
      item_id: row.itemId,
      item_name: row.itemName,
      coupon_id: row.couponId,
      discount: row.discountCents,
    }));
  return inTransaction(app.db, async (tx) => {
    // A user without a balance row holds 0: a charge of 0 (a coupon took it all) needs the row made.
    const free = wanted.filter((row) => row.amount === 0).map((row) => row.user_id);
    if (free.length) await ensureBalanceRows(tx, free);
    const written = (await tx.execute(sql`
      with wanted as (
        select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
          as w(user_id int, amount bigint, order_no text, kind text, item_id int, item_name text,
            coupon_id int, discount bigint)
      ), spent as (
        update wallet_balances set money_cents = wallet_balances.money_cents - wanted.amount
        from wanted
        where wallet_balances.user_id = wanted.user_id and wallet_balances.money_cents >= wanted.amount
        returning wanted.*, wallet_balances.money_cents as balance_after
      ), paid as (
        insert into orders (order_no, user_id, kind, item_id, item_name, amount_cents, coupon_id,
          discount_cents, pay_type, state, paid_at, expires_at, created_at)
        select order_no, user_id, kind, item_id, item_name, amount, coupon_id, discount, 'money', 'paid',
          ${now.toISOString()}::timestamptz, ${orderRows[0]!.expiresAt.toISOString()}::timestamptz,
          ${now.toISOString()}::timestamptz
        from spent
        returning id, order_no
      ), ledger as (
        insert into wallet_ledger (user_id, currency, amount, balance_after, kind, order_id)
        select spent.user_id, 'vq', -spent.amount, spent.balance_after, 'purchase', paid.id
        from spent join paid using (order_no)
      )
      select id, order_no from paid
    `)) as unknown as { rows: { id: number; order_no: string }[] };
    const idOf = new Map(written.rows.map((row) => [row.order_no, Number(row.id)]));
    const answers = orderRows.map((row) => {
      const id = idOf.get(row.orderNo);
      return id === undefined ? null : { ...row, id };
    });
    const paid = answers.filter((order) => order !== null);
    if (paid.length) {
      try {
        await grantGoods(app, tx, paid);
      } catch (error) {
        throw new GrantFailed(error);
      }
    }
    return answers;
  });
}

/** A grant threw inside the batch's transaction, which was therefore rolled back. */
class GrantFailed extends Error {
  constructor(readonly failure: unknown) {
    super(failure instanceof Error ? failure.message : String(failure), { cause: failure });
  }
}

/** What the payer is told: the grant's own error (an AppError keeps its message), else the database's. */
const reasonOf = (error: unknown) => (error instanceof GrantFailed ? error.failure : error);

/** PostgreSQL's deadlock and serialization failures: the transaction was rolled back. */
const rolledBackCodes = new Set(['40P01', '40001']);

function isRolledBack(error: unknown) {
  if (error instanceof GrantFailed) return true;
  const code = sqlStateOf(error);
  return code !== undefined && rolledBackCodes.has(code);
}
