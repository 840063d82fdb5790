import {
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const exchanges = pgTable('exchanges', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Futures products of the catalogue (packages/market-core/src/futures-contracts.json). */
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

/** Raw bytes: PGlite hands back a Uint8Array, node-postgres a Buffer (a Uint8Array too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Bars of a series in packed chunks (see modules/market/bar-codec.ts): minute bars one trading day
 * per row, daily bars one year per row. A chart reads a handful of rows instead of thousands.
 */
export const marketBarChunks = pgTable(
  'market_bar_chunks',
  {
    /** Product code of the main continuous series (rb), or `rb.spot` for its spot price, `rb.settle` for its settlements. */
    series: text('series').notNull(),
    /** `1m` or `1d`. */
    period: text('period').notNull(),
    /** The trading day (YYYY-MM-DD) of a minute chunk; the year (YYYY) of a daily one. */
    chunk: text('chunk').notNull(),
    bars: bytea('bars').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.series, t.period, t.chunk] })],
);

/** Anomalies the engine saw (异动): the live monitoring feed and the BBAS market express read them. */
export const marketAlerts = pgTable(
  'market_alerts',
  {
    id: serial('id').primaryKey(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    symbol: text('symbol').notNull(),
    contract: text('contract').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    price: numeric('price', { mode: 'number' }).notNull(),
    zdf: numeric('zdf', { mode: 'number' }).notNull(),
  },
  (t) => [index('market_alerts_symbol_time').on(t.symbol, t.time), index('market_alerts_time').on(t.time)],
);
