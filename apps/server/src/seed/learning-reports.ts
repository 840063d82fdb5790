import { asc } from 'drizzle-orm';
import { learningTeachers } from '../db/schema/learning';
import { researchReports } from '../db/schema/learning-reports';
import { demoReports } from '../modules/learning/reports/demo-reports';
import type { Db } from '../platform/db';

/** The demo research reports, by the classroom's demo teachers (their PDFs are made on start). */
export async function seedResearchReports(db: Db) {
  const teachers = await db
    .select({ id: learningTeachers.id })
    .from(learningTeachers)
    .orderBy(asc(learningTeachers.sort));
  await db.insert(researchReports).values(
    demoReports.map((report) => ({
      authorId: teachers[report.authorIndex]!.id,
      title: report.title,
      summary: report.summary,
      symbols: report.symbols,
      pdfKey: report.key,
      publishedAt: new Date(Date.now() - report.daysAgo * 86_400_000),
    })),
  );
}
