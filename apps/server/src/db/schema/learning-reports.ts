import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { learningTeachers } from './learning';

/**
 * Research reports: a researcher's (a classroom teacher's) report on some products, read in the page
 * from its PDF (`reports/<pdfKey>/report.pdf` in the media storage) and downloaded by members.
 */
export const researchReports = pgTable(
  'research_reports',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => learningTeachers.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Product codes (rb, au): chips linking to BBAS. */
    symbols: text('symbols').array().notNull(),
    pdfKey: text('pdf_key').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('research_reports_author').on(t.authorId, t.publishedAt),
    index('research_reports_time').on(t.publishedAt),
  ],
);

/**
 * Strategy notes (/strategy): a product's daily or weekly view with its levels, linking to BBAS. One
 * per product, period and day (a weekly note's day is its week's Monday).
 */
export const strategyNotes = pgTable(
  'strategy_notes',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => learningTeachers.id),
    symbol: text('symbol').notNull(),
    /** daily | weekly. */
    period: text('period').notNull(),
    tradingDay: text('trading_day').notNull(),
    /** long | short | range. */
    bias: text('bias').notNull(),
    title: text('title').notNull(),
    /** Paragraphs separated by blank lines, plain text. */
    content: text('content').notNull(),
    support: doublePrecision('support').notNull(),
    resistance: doublePrecision('resistance').notNull(),
    /** Written by the server's rule from the simulated market (marked 演示), not by an editor. */
    isDemo: boolean('is_demo').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('strategy_notes_once').on(t.symbol, t.period, t.tradingDay),
    index('strategy_notes_day').on(t.period, t.tradingDay),
  ],
);

/**
 * Report PDFs uploaded in the console, until a report names them: one a day old that no report
 * names (the editor closed the form, or uploaded again) is removed from the media storage.
 */
export const reportPdfUploads = pgTable('report_pdf_uploads', {
  pdfKey: text('pdf_key').primaryKey(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
