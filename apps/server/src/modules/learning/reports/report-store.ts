import { and, count, desc, eq, ilike, inArray, lt, sql } from 'drizzle-orm';
import { learningTeachers } from '../../../db/schema/learning';
import { reportPdfUploads, researchReports } from '../../../db/schema/learning-reports';
import type { Db } from '../../../platform/db';
import { containing } from '../../../platform/like-pattern';
import { readPage } from '../../../platform/paging';

export type ReportRow = typeof researchReports.$inferSelect;
export type ReportWithAuthor = { report: ReportRow; author: typeof learningTeachers.$inferSelect };

const reportsWithAuthors = (db: Db) =>
  db
    .select({ report: researchReports, author: learningTeachers })
    .from(researchReports)
    .innerJoin(learningTeachers, eq(learningTeachers.id, researchReports.authorId));

type ReportFilter = { authorId?: number; keyword?: string };

const reportsWhere = (input: ReportFilter) =>
  and(
    input.authorId ? eq(researchReports.authorId, input.authorId) : undefined,
    input.keyword ? ilike(researchReports.title, containing(input.keyword)) : undefined,
  );

export function listReports(db: Db, input: ReportFilter & { page: number; limit: number }) {
  const where = reportsWhere(input);
  const rows = reportsWithAuthors(db)
    .where(where)
    .orderBy(desc(researchReports.publishedAt), desc(researchReports.id))
    .$dynamic();
  return readPage(db, { rows, table: researchReports, where, page: input });
}

export const findReport = async (db: Db, id: number): Promise<ReportWithAuthor | null> =>
  (await reportsWithAuthors(db).where(eq(researchReports.id, id)))[0] ?? null;

/** The reports whose PDFs are these keys (the demo PDFs to make). */
export const findReportsByPdf = (db: Db, pdfKeys: string[]) =>
  reportsWithAuthors(db).where(inArray(researchReports.pdfKey, pdfKeys));

/** Researchers: the teachers with reports, with how many each. */
export function listResearchers(db: Db) {
  return db
    .select({ author: learningTeachers, reports: count() })
    .from(researchReports)
    .innerJoin(learningTeachers, eq(learningTeachers.id, researchReports.authorId))
    .groupBy(learningTeachers.id)
    .orderBy(learningTeachers.sort, learningTeachers.id);
}

export const insertReport = async (tx: Db, fields: Omit<typeof researchReports.$inferInsert, 'id'>) =>
  (await tx.insert(researchReports).values(fields).returning({ id: researchReports.id }))[0]!.id;

/** A report's row, locked for its change. */
export const lockReport = async (tx: Db, id: number) =>
  (await tx.select().from(researchReports).where(eq(researchReports.id, id)).for('update'))[0];

export const updateReportRow = (tx: Db, id: number, fields: Partial<typeof researchReports.$inferInsert>) =>
  tx.update(researchReports).set(fields).where(eq(researchReports.id, id));

export const deleteReportRow = (tx: Db, id: number) => tx.delete(researchReports).where(eq(researchReports.id, id));

export const listAuthors = (db: Db) =>
  db
    .select({ id: learningTeachers.id, name: learningTeachers.name })
    .from(learningTeachers)
    .orderBy(learningTeachers.sort, learningTeachers.id);

/** A report as an export reads it, with its time as PostgreSQL keeps it (microseconds) for the next batch. */
export type ReportAfter = ReportWithAuthor & { at: string };

/** The filtered reports after `last` in the list's order (newest first), for an export's keyset batches. */
export const readReportsAfter = (db: Db, filter: ReportFilter, last: ReportAfter | null, limit: number) =>
  db
    .select({
      report: researchReports,
      author: learningTeachers,
      at: sql<string>`${researchReports.publishedAt}::text`,
    })
    .from(researchReports)
    .innerJoin(learningTeachers, eq(learningTeachers.id, researchReports.authorId))
    .where(
      and(
        reportsWhere(filter),
        last
          ? sql`(${researchReports.publishedAt}, ${researchReports.id}) < (${last.at}::timestamptz, ${last.report.id})`
          : undefined,
      ),
    )
    .orderBy(desc(researchReports.publishedAt), desc(researchReports.id))
    .limit(limit);

/** Records a PDF kept for a report to name. */
export const recordPdfUpload = (db: Db, pdfKey: string) => db.insert(reportPdfUploads).values({ pdfKey });

/** Uploads older than `before`, each with the report that names it (null: none). */
export const listPdfUploadsBefore = (db: Db, before: Date) =>
  db
    .selectDistinctOn([reportPdfUploads.pdfKey], { pdfKey: reportPdfUploads.pdfKey, reportId: researchReports.id })
    .from(reportPdfUploads)
    .leftJoin(researchReports, eq(researchReports.pdfKey, reportPdfUploads.pdfKey))
    .where(lt(reportPdfUploads.uploadedAt, before));

export const forgetPdfUploads = (db: Db, pdfKeys: string[]) =>
  pdfKeys.length ? db.delete(reportPdfUploads).where(inArray(reportPdfUploads.pdfKey, pdfKeys)) : Promise.resolve();
