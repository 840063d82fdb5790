import {
  createAdminResearchReport,
  deleteAdminResearchReport,
  exportAdminResearchReports,
  listAdminReportAuthors,
  listAdminResearchReports,
  updateAdminResearchReport,
  uploadAdminReportPdf,
} from '@vce/contract/admin-research-reports';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { readReportAuthors, readReportsForConsole } from '../learning/reports/report-editing-service';
import { registerAdminCall } from './admin-calls';
import * as reports from './research-reports-service';

/** 研报管理: research reports and their PDFs. */
export async function researchReportRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminResearchReports, ({ body }) => readReportsForConsole(app, body));
  registerAdminCall(app, exportAdminResearchReports, async ({ body }) => reports.exportReports(app, body));
  registerAdminCall(app, listAdminReportAuthors, () => readReportAuthors(app));
  registerAdminCall(app, createAdminResearchReport, ({ body }) => reports.create(app, body));
  registerAdminCall(app, updateAdminResearchReport, ({ body: { id, ...fields } }) => reports.update(app, id, fields));
  registerAdminCall(app, deleteAdminResearchReport, ({ body }) => reports.remove(app, body.id));
  // A context of its own: multipart's parser touches only the upload.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    registerAdminCall(uploads, uploadAdminReportPdf, ({ request }) => reports.uploadPdf(app, request));
  });
}
