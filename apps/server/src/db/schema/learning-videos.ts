import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The video columns: 头条视频 (`headline`) and 行情视频 (`quotation`), each video in a category,
 * played like a lesson from its HLS files (`lessons/<mediaKey>/…`), free to all.
 */
export const videoItems = pgTable(
  'video_items',
  {
    id: serial('id').primaryKey(),
    /** headline | quotation. */
    column: text('column').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    mediaKey: text('media_key').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_items_column').on(t.column, t.publishedAt)],
);
