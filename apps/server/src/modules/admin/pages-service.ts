import type { AdminCooperationRow, AdminSitePages } from '@vce/contract/admin-pages';
import type { CooperationKind } from '@vce/contract/shell-pages';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../platform/unix-time';
import { handleCooperationRequest, readCooperationInbox } from '../shell/cooperation-service';
import type { CooperationRow } from '../shell/cooperation-store';
import { readSitePagesMarkdown, saveSitePages } from '../shell/site-pages-service';
import { Audited } from './admin-calls';
import { changedFields } from './settings-service';

export const showSitePages = (app: FastifyInstance) => readSitePagesMarkdown(app);

export async function updateSitePages(app: FastifyInstance, pages: AdminSitePages) {
  const before = await readSitePagesMarkdown(app);
  await saveSitePages(app, pages);
  const after = await readSitePagesMarkdown(app);
  return new Audited(after, { target: 'pages', ...changedFields(before, after) });
}

const cooperationRowOf = (row: CooperationRow): AdminCooperationRow => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  company: row.company,
  kind: row.kind as CooperationKind,
  message: row.message,
  user_id: row.userId ?? 0,
  created_at: unixSeconds(row.createdAt),
  status: row.status as AdminCooperationRow['status'],
  note: row.note,
  handled_at: row.handledAt ? unixSeconds(row.handledAt) : 0,
});

export async function listCooperation(
  app: FastifyInstance,
  query: { status?: 'new' | 'handled'; page: number; limit: number },
) {
  const { rows, total } = await readCooperationInbox(app, query);
  return { total, list: rows.map(cooperationRowOf) };
}

export async function handleCooperation(app: FastifyInstance, input: { id: number; note: string; by: number }) {
  const { before, after } = await handleCooperationRequest(app, input);
  return new Audited(cooperationRowOf(after), {
    target: input.id,
    before: { status: before.status },
    after: { status: after.status, note: after.note },
  });
}
