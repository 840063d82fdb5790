import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** 0 unknown, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    passwordHash: text('password_hash'),
    /** The visitor id and landing service code at registration (spec 000 §3), for attribution. */
    registerUuid: text('register_uuid'),
    serviceCode: text('service_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the console: a banned user's sessions end and they cannot sign in. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason').notNull().default(''),
  },
  (t) => [uniqueIndex('users_mobile').on(t.mobile)],
);

/** Login tokens, stored as SHA-256 hashes: a leaked table does not leak sessions. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash').on(t.tokenHash), index('user_tokens_user').on(t.userId)],
);

/** Which version of the personal-information protection guideline a user agreed to, and when. */
export const userConsents = pgTable(
  'user_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_consents_user_version').on(t.userId, t.version)],
);
