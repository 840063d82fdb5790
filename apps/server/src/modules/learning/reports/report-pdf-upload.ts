import { REPORT_PDF_MAX_BYTES } from '@vce/contract/admin-research-reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '../../../platform/errors';
import { mediaAsset, mediaFileKey } from '../media-addresses';
import { REPORT_FILE } from './report-service';
import { forgetPdfUploads, listPdfUploadsBefore, recordPdfUpload } from './report-store';

/** Where a report's PDF is kept in the media storage. */
export const reportPdfKey = (pdfKey: string) => mediaFileKey(mediaAsset('reports', pdfKey), REPORT_FILE);

/** The pages of a PDF, or null when pdf.js cannot open the bytes as one (what the readers' viewer uses). */
async function countPdfPages(bytes: Uint8Array) {
  const task = getDocument({ data: bytes, useSystemFonts: false, verbosity: 0 });
  try {
    return (await task.promise).numPages;
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}

/**
 * A report's PDF from the console's upload (multipart `file`, at most 20 MB): opened by pdf.js to be
 * sure it is one, then kept under a new key that a save names. The file is held in memory (20 MB at
 * most, one editor at a time) and written through a temporary file, as the storage takes them.
 */
export async function receiveReportPdf(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw AppError.reject('reportPdfRequired');
  const file = await request.file({ limits: { fileSize: REPORT_PDF_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== 'file') throw AppError.reject('reportPdfRequired');
  const bytes = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.reject('reportPdfTooLarge');
    throw error;
  });
  const pages = await countPdfPages(new Uint8Array(bytes));
  if (!pages) throw AppError.reject('reportPdfInvalid');
  const pdfKey = `upload-${randomBytes(8).toString('hex')}`;
  const local = path.join(os.tmpdir(), `vce-report-${pdfKey}.pdf`);
  try {
    await fs.writeFile(local, bytes);
    await app.mediaStorage.putFile(reportPdfKey(pdfKey), local);
    await recordPdfUpload(app.db, pdfKey);
  } finally {
    await fs.rm(local, { force: true });
  }
  return { pdf_key: pdfKey, pages, bytes: bytes.length };
}

/** How long an uploaded PDF waits for a report to name it: an editor's form left open over lunch keeps its file. */
export const PDF_UPLOAD_KEPT_MS = 24 * 3_600_000;

/**
 * Removes the uploaded PDFs no report named within a day (a form closed unsaved, a file replaced
 * before saving), and forgets those a report names. The leader's hourly job.
 */
export async function sweepUnsavedPdfs(app: FastifyInstance, now = Date.now()) {
  const uploads = await listPdfUploadsBefore(app.db, new Date(now - PDF_UPLOAD_KEPT_MS));
  const unsaved = uploads.filter((upload) => upload.reportId === null).map((upload) => upload.pdfKey);
  for (const pdfKey of unsaved) await app.mediaStorage.remove(reportPdfKey(pdfKey));
  await forgetPdfUploads(
    app.db,
    uploads.map((upload) => upload.pdfKey),
  );
  return unsaved.length;
}
