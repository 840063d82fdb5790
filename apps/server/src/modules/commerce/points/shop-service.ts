import { type QuotaTag, quotaTagLabels } from '@vce/contract/commerce-quota';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vliShopItems } from '../../../db/schema/commerce-points';
import { inTransaction } from '../../../platform/transaction';
import { AppError } from '../../../platform/errors';
import { listExchangePrices } from '../quota/quota-store';
import { grantReward } from '../rewards';
import { debitBalance } from '../wallet/wallet-store';

/** The shop's shelves: uses at their exchange price, then the items in the operators' order. */
export async function readShop(app: FastifyInstance) {
  const prices = await listExchangePrices(app.db);
  const items = await app.db.select().from(vliShopItems).orderBy(asc(vliShopItems.sort), asc(vliShopItems.id));
  return {
    uses: prices.map((row) => ({
      tag: row.tag as QuotaTag,
      title: `${quotaTagLabels[row.tag as QuotaTag]}次数`,
      price: row.priceVli,
    })),
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      kind: item.kind as 'vip_days' | 'coupon',
      amount: item.amount,
      price: item.priceVli,
      stock: item.stock,
    })),
  };
}

/**
 * Redeems an item: one of its stock (a guarded update), its V粒 with the ledger row (a guarded update)
 * and what it gives, in one transaction, so neither stock nor V粒 go below zero under any concurrency.
 */
export async function redeemItem(input: { app: FastifyInstance; userId: number; itemId: number }) {
  const { app, userId } = input;
  const result = await inTransaction(app.db, async (tx) => {
    const [item] = await tx.select().from(vliShopItems).where(eq(vliShopItems.id, input.itemId));
    if (!item) throw AppError.reject('shopItemUnknown');
    const taken = await tx
      .update(vliShopItems)
      .set({ stock: sql`${vliShopItems.stock} - 1` })
      .where(and(eq(vliShopItems.id, item.id), or(isNull(vliShopItems.stock), gt(vliShopItems.stock, 0))))
      .returning({ id: vliShopItems.id });
    if (!taken.length) throw AppError.reject('shopItemSoldOut');
    const money = await debitBalance(tx, {
      userId,
      currency: 'vli',
      amount: item.priceVli,
      kind: 'exchange',
      note: `V粒商城：${item.title}`,
    });
    if (money === null) throw AppError.reject('vliInsufficient');
    await app.events.publish(tx, 'wallet.changed', { userId });
    await grantReward(app, tx, {
      userId,
      reward: item,
      ledgerKind: 'grant',
      note: `V粒商城：${item.title}`,
      source: 'shop',
    });
    return { title: item.title, spent: item.priceVli, money };
  });
  return result;
}
