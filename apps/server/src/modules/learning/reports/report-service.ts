import { productNameOf } from '@vce/market-core/product-spec';
import type { FastifyInstance } from 'fastify';
import { msg } from '@vce/contract/messages';
import { AppError } from '../../../platform/errors';
import { unixSeconds } from '../../../platform/unix-time';
import { isMember } from '../../commerce/vip/membership-service';
import { teacherCard } from '../course-cards';
import { reportDownloadTip } from '../learning-tips';
import { mediaAsset, signStoredMedia } from '../media-addresses';
import { findReport, type ReportWithAuthor } from './report-store';

export const REPORT_FILE = 'report.pdf';

export const reportCard = ({ report, author }: ReportWithAuthor) => ({
  id: report.id,
  title: report.title,
  summary: report.summary,
  products: report.symbols.map((symbol) => ({ symbol, name: productNameOf(symbol) })),
  author: teacherCard(author),
  published_at: unixSeconds(report.publishedAt),
});

async function reportFor(app: FastifyInstance, id: number) {
  const found = await findReport(app.db, id);
  if (!found) throw AppError.reject('reportUnknown');
  return found;
}

/** A report with its PDF's address for reading (signed for anyone) and whether the caller may download it. */
export async function describeReport(app: FastifyInstance, secret: string, userId: number | null, id: number) {
  const found = await reportFor(app, id);
  const [pdfUrl, member] = await Promise.all([
    signStoredMedia(app, secret, { asset: mediaAsset('reports', found.report.pdfKey), file: REPORT_FILE, userId: 0 }),
    userId === null ? false : isMember(app.db, userId),
  ]);
  return { ...reportCard(found), pdf_url: pdfUrl, can_download: member };
}

/** A member's download: the PDF signed for them (their token goes with it), named after the report. */
export async function downloadReport(app: FastifyInstance, secret: string, userId: number, id: number) {
  const found = await reportFor(app, id);
  if (!(await isMember(app.db, userId))) throw AppError.needPrivilege(msg.reportMembersOnly, reportDownloadTip());
  const url = await signStoredMedia(app, secret, {
    asset: mediaAsset('reports', found.report.pdfKey),
    file: REPORT_FILE,
    userId,
  });
  if (!url) throw AppError.reject('reportPreparing');
  return { url, file_name: `${found.report.title}.pdf` };
}
