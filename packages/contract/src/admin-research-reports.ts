import { z } from 'zod';
import { adminPage, csvFile, defineAdminCall } from './admin';
import { field, noBody, pagingFields } from './validation';

/** A report's PDF upload: at most 20 MB (the demo reports are a few hundred KB; a long one with charts a few MB). */
export const REPORT_PDF_MAX_BYTES = 20 * 1024 * 1024;

export const AdminResearchReportRow = z.object({
  id: z.number().int(),
  author_id: z.number().int(),
  author_name: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Product codes (rb, au). */
  symbols: z.array(z.string()),
  pdf_key: z.string(),
  /** Unix seconds. */
  published_at: z.number().int(),
});
export type AdminResearchReportRow = z.infer<typeof AdminResearchReportRow>;

const reportFilters = {
  keyword: field.optionalText('标题关键词', 50),
  author_id: field.id('作者').optional(),
};

/** The reports, newest first. */
export const listAdminResearchReports = defineAdminCall({
  path: '/api/admin/researchReports/list',
  access: 'user',
  permission: { resource: 'research_reports', action: 'list' },
  request: z.object({ ...reportFilters, ...pagingFields, limit: field.int('每页条数').min(1).max(100).default(20) }),
  data: adminPage(AdminResearchReportRow),
});

/** The reports the filters select, newest first, as CSV (EXPORT_ROW_CAP at most). */
export const exportAdminResearchReports = defineAdminCall({
  path: '/api/admin/researchReports/export',
  access: 'user',
  permission: { resource: 'research_reports', action: 'export' },
  request: z.object(reportFilters),
  data: csvFile,
});

/** Who may sign a report: the classroom's teachers (researchers). */
export const listAdminReportAuthors = defineAdminCall({
  path: '/api/admin/researchReports/authors',
  access: 'user',
  permission: { resource: 'research_reports', action: 'list' },
  request: z.object({}),
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

/**
 * A report's PDF (multipart: `file`), checked to be a PDF and kept; answers the key a save names.
 * Nothing readers see changes until the report is saved with it.
 */
export const uploadAdminReportPdf = defineAdminCall({
  path: '/api/admin/researchReports/uploadPdf',
  access: 'user',
  permission: { resource: 'research_reports', action: 'create' },
  request: noBody,
  data: z.object({ pdf_key: z.string(), pages: z.number().int(), bytes: z.number().int() }),
});

/** A product's code as the market names it (rb, MA, IF): the console picks them from the product list. */
const productCode = z.string().regex(/^[a-zA-Z]{1,3}$/, '关联品种不存在');

export const AdminResearchReportFields = z.object({
  author_id: field.id('作者'),
  title: field.text('标题', 60).pipe(z.string().min(1, '请填写标题')),
  summary: field.text('摘要', 500).pipe(z.string().min(1, '请填写摘要')),
  symbols: z.array(productCode).min(1, '请选择至少一个关联品种').max(5, '关联品种最多5个').describe('关联品种'),
  pdf_key: z
    .string()
    .regex(/^[\w-]{1,80}$/, '研报PDF不存在，请重新上传')
    .describe('研报PDF'),
});
export type AdminResearchReportFields = z.infer<typeof AdminResearchReportFields>;

/** Publishes a new report (dated now): readers find it in the list, on its page and in search. */
export const createAdminResearchReport = defineAdminCall({
  path: '/api/admin/researchReports/create',
  access: 'user',
  permission: { resource: 'research_reports', action: 'create' },
  request: AdminResearchReportFields,
  data: AdminResearchReportRow,
});

/** Corrects a report: its text, products or PDF (a new upload replaces the old file). */
export const updateAdminResearchReport = defineAdminCall({
  path: '/api/admin/researchReports/update',
  access: 'user',
  permission: { resource: 'research_reports', action: 'edit' },
  request: AdminResearchReportFields.extend({ id: field.id('研报编号') }),
  data: AdminResearchReportRow,
});

/** Takes a report down: gone from the list, its page and search; its PDF removed. */
export const deleteAdminResearchReport = defineAdminCall({
  path: '/api/admin/researchReports/delete',
  access: 'user',
  permission: { resource: 'research_reports', action: 'delete' },
  request: z.object({ id: field.id('研报编号') }),
  data: z.object({ id: z.number().int() }),
});
