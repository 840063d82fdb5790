import { integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const exchanges = pgTable('exchanges', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Futures products of the catalogue (shared/data/futures-contracts.json). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    exchange: text('exchange')
      .notNull()
      .references(() => exchanges.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sector: text('sector').notNull(),
    multiplier: numeric('multiplier').notNull(),
    tickSize: numeric('tick_size').notNull(),
    quoteUnit: text('quote_unit').notNull(),
    /** The rest of the catalogue entry (sessions, delivery months, typical price) for the market engine. */
    spec: jsonb('spec').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('products_exchange_code').on(t.exchange, t.code)],
);
