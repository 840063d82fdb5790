import type { AdminResearchReportFields, AdminResearchReportRow } from '@vce/contract/admin-research-reports';
import { productSpecOf } from '@vce/market-core/product-spec';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { keysetRows } from '../../../platform/keyset';
import { afterCommit, inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { reportPdfKey } from './report-pdf-upload';
import {
  deleteReportRow,
  findReport,
  insertReport,
  listAuthors,
  listReports,
  readReportsAfter,
  type ReportAfter,
  lockReport,
  type ReportWithAuthor,
  updateReportRow,
} from './report-store';

export { receiveReportPdf } from './report-pdf-upload';

/**
 * Learning's door for the console's 研报管理: reports listed, published, corrected and taken down.
 * Each change tells search (`report.changed`) in its transaction; a PDF replaced or taken down is
 * removed from the storage once the change has committed.
 */

const consoleRowOf = ({ report, author }: ReportWithAuthor): AdminResearchReportRow => ({
  id: report.id,
  author_id: author.id,
  author_name: author.name,
  title: report.title,
  summary: report.summary,
  symbols: report.symbols,
  pdf_key: report.pdfKey,
  published_at: unixSeconds(report.publishedAt),
});

export async function readReportsForConsole(
  app: FastifyInstance,
  filter: { keyword?: string; author_id?: number; page: number; limit: number },
) {
  const { rows, total } = await listReports(app.db, { ...filter, authorId: filter.author_id });
  return { total, list: rows.map(consoleRowOf) };
}

/** The filtered reports in the list's order as the console's export reads them, `cap` at most. */
export async function* streamReportsForConsole(
  app: FastifyInstance,
  filter: { keyword?: string; author_id?: number },
  cap: number,
) {
  const rows = keysetRows(
    (last: ReportAfter | null, limit) =>
      readReportsAfter(app.db, { keyword: filter.keyword, authorId: filter.author_id }, last, limit),
    { cap },
  );
  for await (const row of rows) yield consoleRowOf(row);
}

export const readReportAuthors = async (app: FastifyInstance) => ({ list: await listAuthors(app.db) });

async function consoleReport(db: Db, id: number) {
  const found = await findReport(db, id);
  if (!found) throw AppError.reject('reportUnknown');
  return consoleRowOf(found);
}

/** The fields as stored, once the author, the products and the PDF are known. */
async function fieldsOf(app: FastifyInstance, tx: Db, input: AdminResearchReportFields) {
  if (!(await listAuthors(tx)).some((author) => author.id === input.author_id))
    throw AppError.reject('courseTeacherUnknown');
  if (input.symbols.some((symbol) => !productSpecOf(symbol))) throw AppError.reject('reportProductUnknown');
  if ((await app.mediaStorage.sizeOf(reportPdfKey(input.pdf_key))) === null) throw AppError.reject('reportPdfUnknown');
  return {
    authorId: input.author_id,
    title: input.title,
    summary: input.summary,
    symbols: [...new Set(input.symbols)],
    pdfKey: input.pdf_key,
  };
}

/** Removes a PDF no report names any more, once the change that let it go has committed. */
const dropPdfAfterCommit = (app: FastifyInstance, tx: Db, pdfKey: string) =>
  afterCommit(tx, () => app.mediaStorage.remove(reportPdfKey(pdfKey)));

export const createReport = (app: FastifyInstance, input: AdminResearchReportFields) =>
  inTransaction(app.db, async (tx) => {
    const id = await insertReport(tx, { ...(await fieldsOf(app, tx, input)), publishedAt: new Date() });
    await app.events.publish(tx, 'report.changed', { reportId: id });
    return consoleReport(tx, id);
  });

export const updateReport = (app: FastifyInstance, id: number, input: AdminResearchReportFields) =>
  inTransaction(app.db, async (tx) => {
    const row = await lockReport(tx, id);
    if (!row) throw AppError.reject('reportUnknown');
    const before = await consoleReport(tx, id);
    await updateReportRow(tx, id, await fieldsOf(app, tx, input));
    if (row.pdfKey !== input.pdf_key) dropPdfAfterCommit(app, tx, row.pdfKey);
    await app.events.publish(tx, 'report.changed', { reportId: id });
    return { before, after: await consoleReport(tx, id) };
  });

export const deleteReport = (app: FastifyInstance, id: number) =>
  inTransaction(app.db, async (tx) => {
    const row = await lockReport(tx, id);
    if (!row) throw AppError.reject('reportUnknown');
    const before = await consoleReport(tx, id);
    await deleteReportRow(tx, id);
    dropPdfAfterCommit(app, tx, row.pdfKey);
    await app.events.publish(tx, 'report.changed', { reportId: id });
    return before;
  });
