import { z } from 'zod';
import { adminActions, adminPage, adminResources, adminRoles, csvFile, defineAdminCall } from './admin';
import { field, pagingFields } from './validation';

/** One console write: who (in which role), what, on what, before and after, when, from where. */
export const AuditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), nickname: z.string() }),
  role: z.enum(adminRoles),
  /** The call's path, e.g. /api/admin/users/ban. */
  call: z.string(),
  resource: z.enum(adminResources),
  action: z.enum(adminActions),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  /** Unix seconds. */
  time: z.number().int(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const auditFilters = {
  actor_id: field.id('操作人').optional(),
  resource: z.enum(adminResources).optional().describe('对象'),
  action: z.enum(adminActions).optional().describe('操作'),
  from: field.date('开始日期').optional(),
  to: field.date('结束日期').optional(),
};

/** The audit log, newest first, filtered by person, resource, action and Beijing dates (inclusive). */
export const listAudit = defineAdminCall({
  path: '/api/admin/audit/list',
  access: 'user',
  permission: { resource: 'audit', action: 'list' },
  request: z.object({ ...auditFilters, ...pagingFields, limit: field.int('每页条数').min(1).max(100).default(20) }),
  data: adminPage(AuditEntry),
});

/** The audit rows the filters select, newest first, as CSV (EXPORT_ROW_CAP at most). */
export const exportAudit = defineAdminCall({
  path: '/api/admin/audit/export',
  access: 'user',
  permission: { resource: 'audit', action: 'export' },
  request: z.object(auditFilters),
  data: csvFile,
});
