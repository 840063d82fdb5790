import type { AdminAction, AdminResource, AdminRole } from '@vce/contract/admin';
import type { AuditEntry } from '@vce/contract/admin-audit';
import type { FastifyInstance } from 'fastify';
import { findUserDisplays } from '../account/account-service';
import { listAuditEntries } from './admin-store';
import { beijingDayRange } from './console-dates';

/** The audit log, newest first; dates are Beijing days, both ends included. */
export async function listAudit(
  app: FastifyInstance,
  input: {
    actor_id?: number;
    resource?: AdminResource;
    action?: AdminAction;
    from?: string;
    to?: string;
    page: number;
    limit: number;
  },
) {
  const { total, rows } = await listAuditEntries(app.db, {
    actorId: input.actor_id,
    resource: input.resource,
    action: input.action,
    ...beijingDayRange(input),
    page: input.page,
    limit: input.limit,
  });
  const actors = new Map(
    (await findUserDisplays(app.db, [...new Set(rows.map((row) => row.actorId))])).map((user) => [user.id, user]),
  );
  const list: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    actor: { id: row.actorId, nickname: actors.get(row.actorId)?.nickname ?? `用户${row.actorId}` },
    role: row.role as AdminRole,
    call: row.call,
    resource: row.resource as AdminResource,
    action: row.action as AdminAction,
    target: row.target,
    before: row.before,
    after: row.after,
    ip: row.ip,
    time: Math.floor(row.at.getTime() / 1000),
  }));
  return { total, list };
}
