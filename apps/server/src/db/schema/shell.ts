import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Site-wide switches and texts edited by operators (grey mode, popups, footer facts, links). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteStatistics = pgTable(
  'site_statistics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: integer('type').notNull(),
    uuid: text('uuid'),
    userId: integer('user_id'),
    path: text('path'),
    referrer: text('referrer'),
    target: text('target'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_statistics_type_time').on(t.type, t.createdAt)],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    userId: integer('user_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('devices_uuid').on(t.uuid)],
);

export const adHeaders = pgTable('ad_headers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  image: text('image').notNull(),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * The agreements shown at `/agreementV2?name=…` (VIP, AI assistant, personal-information guideline,
 * user agreement). `content` is HTML, sanitised on write and again when served (docs/decisions.md
 * "Agreements").
 */
export const agreements = pgTable('agreements', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  version: text('version').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
