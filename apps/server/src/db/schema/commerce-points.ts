import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * What the V粒 shop sells besides uses (those are priced in `quota_exchange_prices`): days of
 * membership now, coupons with coupons. `stock` null is unlimited; it only goes down, by guarded
 * updates, and the check keeps it whole. Operators edit the rows.
 */
export const vliShopItems = pgTable(
  'vli_shop_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** vip_days or coupon (contract `ShopItemKind`); `amount` is the days or the coupon template's id. */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    priceVli: integer('price_vli').notNull(),
    stock: integer('stock'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('vli_shop_items_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`)],
);
