import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * WeChat QR login tickets (our own id; the official QR's scene string). In the database, not in
 * memory: WeChat's scan callback may reach another process than the one polling.
 */
export const wechatLoginTickets = pgTable('wechat_login_tickets', {
  ticket: text('ticket').primaryKey(),
  openid: text('openid'),
  nickname: text('nickname'),
  scannedAt: timestamp('scanned_at', { withTimezone: true }),
  /** Set when checkWechatLogin has answered status 1: a ticket is answered once. */
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Openids that a scan or an OAuth code just proved and that are not bound yet: bindPhone accepts only these. */
export const wechatPendingBinds = pgTable('wechat_pending_binds', {
  openid: text('openid').primaryKey(),
  nickname: text('nickname').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
