import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/** Who holds which console role (contract admin.ts adminRoles). */
export const adminRoleGrants = pgTable(
  'admin_role_grants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * A console session: a login token (by its hash) confirmed by password or SMS code. It ends sooner
 * than the login (ADMIN_SESSION_HOURS after the confirmation) and allows changes for an hour after it.
 */
export const adminSessions = pgTable('admin_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every console write, append-only: a trigger (migration 0049) refuses UPDATE and DELETE, and no
 * call edits it. The actor is kept by id without a foreign key: the log outlives accounts.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').notNull(),
    role: text('role').notNull(),
    call: text('call').notNull(),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_at').on(t.at), index('admin_audit_actor').on(t.actorId, t.at)],
);
