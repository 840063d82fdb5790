import type { AdminResearchReportFields } from '@vce/contract/admin-research-reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { createReport, deleteReport, receiveReportPdf, updateReport } from '../learning/reports/report-editing-service';
import { Audited } from './admin-calls';
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
