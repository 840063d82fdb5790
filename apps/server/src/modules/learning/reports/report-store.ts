import { count, desc, eq, inArray } from 'drizzle-orm';
import { learningTeachers } from '../../../db/schema/learning';
import { researchReports } from '../../../db/schema/learning-reports';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';

export type ReportRow = typeof researchReports.$inferSelect;
export type ReportWithAuthor = { report: ReportRow; author: typeof learningTeachers.$inferSelect };

const reportsWithAuthors = (db: Db) =>
  db
    .select({ report: researchReports, author: learningTeachers })
    .from(researchReports)
    .innerJoin(learningTeachers, eq(learningTeachers.id, researchReports.authorId));

export function listReports(db: Db, input: { page: number; limit: number; authorId?: number }) {
  const where = input.authorId ? eq(researchReports.authorId, input.authorId) : undefined;
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
