import type { AdminCooperationRow, AdminSitePages } from '@vce/contract/admin-pages';
import { EXPORT_ROW_CAP } from '@vce/contract/admin';
import { type CooperationKind, cooperationKinds } from '@vce/contract/shell-pages';
import { beijingDate } from '@vce/market-core/calendar';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../platform/unix-time';
import { handleCooperationRequest, readCooperationInbox, streamCooperationInbox } from '../shell/cooperation-service';
import type { CooperationRow } from '../shell/cooperation-store';
import { readSitePagesMarkdown, saveSitePages } from '../shell/site-pages-service';
import { Audited } from './admin-calls';
import { type CsvColumn, csvDownload, csvTime } from './csv-export';
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

const cooperationColumns: CsvColumn<CooperationRow>[] = [
  { header: '提交时间', value: (row) => csvTime(row.createdAt) },
  { header: '联系人', value: (row) => row.name },
  { header: '手机号', value: (row) => row.mobile },
  { header: '公司', value: (row) => row.company },
  { header: '合作类型', value: (row) => cooperationKinds[row.kind as CooperationKind] ?? row.kind },
  { header: '合作说明', value: (row) => row.message },
  { header: '用户ID', value: (row) => row.userId ?? '' },
  { header: '状态', value: (row) => (row.status === 'new' ? '待跟进' : '已跟进') },
  { header: '跟进说明', value: (row) => row.note },
  { header: '跟进时间', value: (row) => csvTime(row.handledAt) },
];

/** The inbox's requests of the status, newest first, as CSV of EXPORT_ROW_CAP rows at most. */
export const exportCooperation = (app: FastifyInstance, input: { status?: 'new' | 'handled' }) =>
  csvDownload(
    `商务合作_${beijingDate(Date.now())}.csv`,
    cooperationColumns,
    streamCooperationInbox(app, input.status, EXPORT_ROW_CAP),
  );
