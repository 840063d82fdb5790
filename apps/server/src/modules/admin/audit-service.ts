import {
  type AdminAction,
  adminActionNames,
  type AdminResource,
  adminResourceNames,
  type AdminRole,
  adminRoleNames,
  EXPORT_ROW_CAP,
} from '@vce/contract/admin';
import { beijingDate } from '@vce/market-core/calendar';
import type { AuditEntry } from '@vce/contract/admin-audit';
import type { FastifyInstance } from 'fastify';
import { findUserDisplays } from '../account/account-service';
import { keysetRows } from '../../platform/keyset';
import { listAuditEntries, readAuditAfter } from './admin-store';
import { beijingDayRange } from './console-dates';
import { type CsvColumn, csvDownload, csvTime } from './csv-export';

interface AuditFilters {
  actor_id?: number;
  resource?: AdminResource;
  action?: AdminAction;
  from?: string;
  to?: string;
}

const filterOf = (input: AuditFilters) => ({
  actorId: input.actor_id,
  resource: input.resource,
  action: input.action,
  ...beijingDayRange(input),
});

/** The audit log, newest first; dates are Beijing days, both ends included. */
export async function listAudit(app: FastifyInstance, input: AuditFilters & { page: number; limit: number }) {
  const { total, rows } = await listAuditEntries(app.db, { ...filterOf(input), page: input.page, limit: input.limit });
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

type AuditRow = Awaited<ReturnType<typeof readAuditAfter>>[number];

/** Audit rows with their actors' nicknames, looked up once per actor (the staff are few). */
async function* withActors(app: FastifyInstance, rows: AsyncIterable<AuditRow>) {
  const nicknames = new Map<number, string>();
  for await (const row of rows) {
    if (!nicknames.has(row.actorId)) {
      const [actor] = await findUserDisplays(app.db, [row.actorId]);
      nicknames.set(row.actorId, actor?.nickname ?? `用户${row.actorId}`);
    }
    yield { row, nickname: nicknames.get(row.actorId)! };
  }
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const auditColumns: CsvColumn<{ row: AuditRow; nickname: string }>[] = [
  { header: '时间', value: ({ row }) => csvTime(row.at) },
  { header: '操作人ID', value: ({ row }) => row.actorId },
  { header: '操作人', value: ({ nickname }) => nickname },
  { header: '角色', value: ({ row }) => adminRoleNames[row.role as AdminRole] },
  { header: '资源', value: ({ row }) => adminResourceNames[row.resource as AdminResource] ?? row.resource },
  { header: '动作', value: ({ row }) => adminActionNames[row.action as AdminAction] ?? row.action },
  { header: '接口', value: ({ row }) => row.call },
  { header: '对象', value: ({ row }) => row.target },
  { header: '修改前', value: ({ row }) => json(row.before) },
  { header: '修改后', value: ({ row }) => json(row.after) },
  { header: 'IP', value: ({ row }) => row.ip },
];

/** The audit rows the filters select, newest first, as CSV of EXPORT_ROW_CAP rows at most. */
export function exportAudit(app: FastifyInstance, input: AuditFilters) {
  const filter = filterOf(input);
  const rows = keysetRows((last: AuditRow | null, limit) => readAuditAfter(app.db, filter, last, limit), {
    cap: EXPORT_ROW_CAP,
  });
  return csvDownload(`审计日志_${beijingDate(Date.now())}.csv`, auditColumns, withActors(app, rows));
}
