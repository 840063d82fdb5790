import type { OrderKind } from '@vce/contract/commerce-payment';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../platform/db';
import { type BalanceCharge, createBalanceCharges } from './balance-charges';
import type { OrderRow } from './order-store';

/** One kind of goods sold through the cash desk: VIP, recharges, SMS plans, indicators, courses. */
export interface Goods {
  /** The item as sold now (name and price in cents); null when unknown or off sale. */
  describe(input: {
    app: FastifyInstance;
    userId: number;
    itemId: number;
  }): Promise<{ name: string; amountCents: number } | null>;
  /**
   * Hands over what was bought, inside the transaction that marks the orders paid: it runs once per
   * order whichever path paid it (balance, notification, query). The orders are of this kind and of
   * distinct users (a batch of balance payments, or one order). Absent for goods of another area,
   * which grants them as a `committed` consumer of `order.paid` (learning's courses).
   */
  grant?(tx: Db, paid: OrderRow[]): Promise<void>;
  /**
   * Takes back what a refunded order gave, inside the transaction that marks it refunded (so once).
   * Throws an AppError when it cannot (a recharge already spent). Absent: such orders are not refunded.
   */
  revoke?(tx: Db, order: OrderRow): Promise<void>;
}

export interface CashDesk {
  /** Each area registers the goods it sells once, at start. */
  registerGoods(kind: OrderKind, goods: Goods): void;
  goodsOf(kind: OrderKind): Goods | undefined;
  /**
   * Pays a purchase from the V券 balance (its pay password already checked): the paid order, or null
   * when the balance is short and nothing was written. Exact under any number of concurrent payments.
   */
  chargeBalance(charge: BalanceCharge): Promise<OrderRow | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one cash desk every product kind goes through (orders, balance and provider payments). */
    cashDesk: CashDesk;
  }
}

export const cashDeskPlugin = fp(
  async (app: FastifyInstance) => {
    const goods = new Map<OrderKind, Goods>();
    const balanceCharges = createBalanceCharges(app);
    app.decorate('cashDesk', {
      registerGoods(kind, entry) {
        if (goods.has(kind)) throw new Error(`goods ${kind} registered twice`);
        goods.set(kind, entry);
      },
      goodsOf: (kind) => goods.get(kind),
      chargeBalance: (charge) => balanceCharges.charge(charge),
    } satisfies CashDesk);
  },
  { name: 'cash-desk', dependencies: ['platform', 'providers'] },
);
