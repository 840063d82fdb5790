import { EXPORT_ROW_CAP } from '@vce/contract/admin';
import type { AdminResearchReportFields, AdminResearchReportRow } from '@vce/contract/admin-research-reports';
import { beijingDate } from '@vce/market-core/calendar';
import { productNameOf } from '@vce/market-core/product-spec';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import {
  createReport,
  deleteReport,
  receiveReportPdf,
  streamReportsForConsole,
  updateReport,
} from '../learning/reports/report-editing-service';
import { Audited } from './admin-calls';
import { type CsvColumn, csvDownload, csvTime } from './csv-export';
import { changedFields } from './settings-service';

export async function create(app: FastifyInstance, input: AdminResearchReportFields) {
  const report = await createReport(app, input);
  return new Audited(report, { target: report.id, before: null, after: report });
}

export async function update(app: FastifyInstance, id: number, input: AdminResearchReportFields) {
  const { before, after } = await updateReport(app, id, input);
  return new Audited(after, { target: id, ...changedFields(before, after) });
}

export async function remove(app: FastifyInstance, id: number) {
  const before = await deleteReport(app, id);
  return new Audited({ id }, { target: id, before, after: null });
}

/** A PDF kept for a report to name: readers see nothing of it until a report is saved with it. */
export async function uploadPdf(app: FastifyInstance, request: FastifyRequest | undefined) {
  if (!request) throw AppError.reject('reportPdfRequired');
  const uploaded = await receiveReportPdf(app, request);
  return new Audited(uploaded, { target: uploaded.pdf_key, before: null, after: uploaded });
}

const reportColumns: CsvColumn<AdminResearchReportRow>[] = [
  { header: '研报ID', value: (report) => report.id },
  { header: '标题', value: (report) => report.title },
  { header: '作者', value: (report) => report.author_name },
  { header: '关联品种', value: (report) => report.symbols.map(productNameOf).join('、') },
  { header: '摘要', value: (report) => report.summary },
  { header: '发布时间', value: (report) => csvTime(new Date(report.published_at * 1000)) },
];

/** The reports the filters select, newest first, as CSV of EXPORT_ROW_CAP rows at most. */
export const exportReports = (app: FastifyInstance, filter: { keyword?: string; author_id?: number }) =>
  csvDownload(
    `研报_${beijingDate(Date.now())}.csv`,
    reportColumns,
    streamReportsForConsole(app, filter, EXPORT_ROW_CAP),
  );
