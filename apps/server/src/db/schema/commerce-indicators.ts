import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * The indicator shop's shelf: each indicator written for this product (its formula files sit in
 * the server's `indicators/formulas`, named by `code`), how it is priced, and whether members get
 * it free. `buyers` counts the accounts that got it, kept with each grant. Operators edit the rows.
 */
export const indicators = pgTable(
  'indicators',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Contract `IndicatorCategory`. */
    category: text('category').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    params: text('params').notNull().default(''),
    /** free | vq (`priceCents` of V券, through the cash desk) | vli (`priceVli` V粒). */
    priceType: text('price_type').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    priceVli: integer('price_vli').notNull().default(0),
    vipFree: boolean('vip_free').notNull().default(false),
    platforms: text('platforms').array().notNull(),
    buyers: integer('buyers').notNull().default(0),
    isOnSale: boolean('is_on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('indicators_code').on(t.code)],
);

/**
 * Who may download what: one row per account and indicator (the primary key), written with the
 * grant — a paid order, V粒, a free download, or a member's download of a members' indicator (`vip`,
 * which lasts only as long as the membership).
 */
export const indicatorOwners = pgTable(
  'indicator_owners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    /** bought | free | vip. */
    source: text('source').notNull(),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.indicatorId] }), index('indicator_owners_user').on(t.userId, t.createdAt)],
);

/** Owners' reviews: one per account and indicator, 1–5 stars and a few words of plain text. */
export const indicatorReviews = pgTable(
  'indicator_reviews',
  {
    id: serial('id').primaryKey(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('indicator_reviews_once').on(t.indicatorId, t.userId),
    index('indicator_reviews_time').on(t.indicatorId, t.createdAt),
    check('indicator_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Formula files operators uploaded in place of the ones shipped with the site (`formulas/` beside
 * the indicators module): one per indicator and platform, kept as UTF-8 text (64 KB at most).
 */
export const indicatorFormulas = pgTable(
  'indicator_formulas',
  {
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    /** Contract `IndicatorPlatform`. */
    platform: text('platform').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.indicatorId, t.platform] })],
);
