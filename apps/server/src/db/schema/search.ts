import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/** PostgreSQL's text-search document: written and read in SQL only (to_tsvector, @@). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index: one row per findable thing of the areas (a post, a course, a lesson, a report,
 * a strategy note, an indicator, a topic), its words segmented by jieba on the server
 * (modules/search/segmenter.ts) and stored as a `simple` tsvector, the title's words weighted A and
 * the body's B. Kept current by the areas' domain events; what is deleted or hidden has no row.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    /** The start of its text, shown under the title. */
    excerpt: text('excerpt').notNull(),
    link: text('link').notNull(),
    /** Newer first on equal relevance. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    terms: tsvector('terms').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    // Written straight into the index, never into GIN's pending list: a list of recent rows is read in
    // full by every query until vacuum merges it, and makes the planner read the whole table instead
    // (docs/decisions.md "Search"). Writes are few beside queries.
    index('search_documents_terms').using('gin', t.terms).with({ fastupdate: false }),
    index('search_documents_kind_time').on(t.kind, t.publishedAt),
    // The box's suggestions take the newest titles holding a common word from the newest down.
    index('search_documents_time').on(t.publishedAt),
  ],
);

/** Which version of the indexing rules built the index: a new version rebuilds it on start. */
export const searchIndexState = pgTable('search_index_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in user's recent searches (a guest's stay in the browser). */
export const searchHistory = pgTable(
  'search_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] }), index('search_history_recent').on(t.userId, t.searchedAt)],
);
