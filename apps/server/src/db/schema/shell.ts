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
  // devices_user: the console's user dialog reads a user's latest browsers.
  (t) => [uniqueIndex('devices_uuid').on(t.uuid), index('devices_user').on(t.userId, t.lastSeenAt)],
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

/** Business-cooperation requests sent from `/businessCooperation`: the operators' inbox. */
export const cooperationRequests = pgTable(
  'cooperation_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    company: text('company').notNull().default(''),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, if any. */
    userId: integer('user_id'),
    ip: text('ip').notNull().default(''),
    /** `new` until an operator follows it up (`handled`, with a note). */
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
    handledBy: integer('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cooperation_requests_status').on(t.status, t.id),
    index('cooperation_requests_mobile').on(t.mobile, t.createdAt),
  ],
);
