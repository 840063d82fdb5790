import type { PageQuery } from '../../platform/paging';
import type { AdminRole } from '@vce/contract/admin';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { adminAudit, adminRoleGrants, adminSessions } from '../../db/schema/admin';
import type { Db } from '../../platform/db';
import { inTransaction } from '../../platform/transaction';

export async function findRoles(db: Db, userId: number) {
  const rows = await db
    .select({ role: adminRoleGrants.role })
    .from(adminRoleGrants)
    .where(eq(adminRoleGrants.userId, userId));
  return rows.map((row) => row.role as AdminRole);
}

export async function findRolesOfUsers(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, AdminRole[]>();
  const rows = await db.select().from(adminRoleGrants).where(inArray(adminRoleGrants.userId, userIds));
  const roles = new Map<number, AdminRole[]>();
  for (const row of rows) roles.set(row.userId, [...(roles.get(row.userId) ?? []), row.role as AdminRole]);
  return roles;
}

export const listStaffIds = async (db: Db) => [
  ...new Set((await db.select({ userId: adminRoleGrants.userId }).from(adminRoleGrants)).map((row) => row.userId)),
];

export const countOwners = async (db: Db) =>
  (await db.select({ count: count() }).from(adminRoleGrants).where(eq(adminRoleGrants.role, 'owner')))[0]?.count ?? 0;

/** Replaces a user's roles in one transaction. */
export async function replaceRoles(db: Db, input: { userId: number; roles: AdminRole[] }) {
  await inTransaction(db, async (tx) => {
    await tx.delete(adminRoleGrants).where(eq(adminRoleGrants.userId, input.userId));
    if (input.roles.length)
      await tx.insert(adminRoleGrants).values(input.roles.map((role) => ({ userId: input.userId, role })));
  });
}

export const grantRole = (db: Db, input: { userId: number; role: AdminRole }) =>
  db.insert(adminRoleGrants).values(input).onConflictDoNothing();

export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db.select().from(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
  return row;
}

export const saveSession = (db: Db, input: typeof adminSessions.$inferInsert) =>
  db
    .insert(adminSessions)
    .values(input)
    .onConflictDoUpdate({
      target: adminSessions.tokenHash,
      set: { userId: input.userId, confirmedAt: input.confirmedAt, expiresAt: input.expiresAt },
    });

export const insertAudit = (db: Db, entry: typeof adminAudit.$inferInsert) => db.insert(adminAudit).values(entry);

export interface AuditFilter {
  actorId?: number;
  resource?: string;
  action?: string;
  from?: Date;
  until?: Date;
}

function auditWhere(filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(adminAudit.actorId, filter.actorId));
  if (filter.resource) conditions.push(eq(adminAudit.resource, filter.resource));
  if (filter.action) conditions.push(eq(adminAudit.action, filter.action));
  if (filter.from) conditions.push(gte(adminAudit.at, filter.from));
  if (filter.until) conditions.push(lt(adminAudit.at, filter.until));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAuditEntries(db: Db, filter: AuditFilter & PageQuery) {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ count: count() }).from(adminAudit).where(where),
  ]);
  return { total: total?.count ?? 0, rows };
}

/** The batch of audit rows after `last` in the log's order (newest first), for an export. */
export const readAuditAfter = (db: Db, filter: AuditFilter, last: { id: number } | null, limit: number) =>
  db
    .select()
    .from(adminAudit)
    .where(and(auditWhere(filter), last ? lt(adminAudit.id, last.id) : undefined))
    .orderBy(desc(adminAudit.id))
    .limit(limit);
