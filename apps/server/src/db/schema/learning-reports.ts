import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
