import { bigserial, boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SMS codes sent (or withheld, see docs/decisions.md "Accounts"): the code only as a hash, bound to
 * phone and event. Rows also serve as the send log the per-phone and per-IP caps count.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    event: text('event').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    /** False when nothing was delivered (reset_pwd for an unregistered phone). */
    delivered: boolean('delivered').notNull().default(true),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_mobile_time').on(t.mobile, t.createdAt), index('sms_codes_ip_time').on(t.ip, t.createdAt)],
);

/** The dev provider's outbox: what a real SMS gateway would have delivered, plain code included. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    event: text('event').notNull(),
    code: text('code').notNull(),
    content: text('content').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_time').on(t.mobile, t.createdAt)],
);
