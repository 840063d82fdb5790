import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './market';

/** BBAS categories: one per product, with what operators edit (text, picture, order, switches). */
export const bbasCategories = pgTable('bbas_categories', {
  /** The product's id: a category and its product share one id on the wire. */
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id),
  symbol: text('symbol').notNull(),
  exchange: text('exchange').notNull(),
  name: text('name').notNull(),
  matchName: text('match_name').notNull(),
  /** The sector (modules/bbas/sectors.ts). */
  type: integer('type').notNull(),
  image: text('image').notNull().default(''),
  description: text('description').notNull(),
  weigh: integer('weigh').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  isRecommend: boolean('is_recommend').notNull().default(false),
});

/** Editor notes of the market express (information type 1), shown beside the engine's alerts. */
export const bbasNotes = pgTable(
  'bbas_notes',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bbas_notes_symbol_time').on(t.symbol, t.publishedAt)],
);

/** Institutional views (information type 3): a research desk's direction on a product. */
export const bbasViews = pgTable(
  'bbas_views',
  {
    id: serial('id').primaryKey(),
    brokerName: text('broker_name').notNull(),
    symbol: text('symbol').notNull(),
    /** 多, 看多, 看空 or 震荡. */
    direction: text('direction').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    pdfUrl: text('pdf_url').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bbas_views_symbol_time').on(t.symbol, t.publishedAt),
    check('bbas_views_direction', sql`${t.direction} in ('多', '看多', '看空', '震荡')`),
  ],
);
