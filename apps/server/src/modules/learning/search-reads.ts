import { paths } from '@vce/contract/routes';
import { productNameOf } from '@vce/market-core/product-spec';
import { and, eq, inArray } from 'drizzle-orm';
import { courseLessons, courses } from '../../db/schema/learning';
import { researchReports, strategyNotes } from '../../db/schema/learning-reports';
import type { Db } from '../../platform/db';

/** Learning as the search index reads it: published courses and their lessons, reports and strategy notes. Reading only. */
export async function listCoursesForSearch(db: Db, ids?: number[]) {
  const rows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.isPublished, true), ids ? inArray(courses.id, ids) : undefined));
  return rows.map((row) => ({
    refId: row.id,
    title: row.title,
    body: [row.summary, row.tags.join(' '), row.introduction].join('\n'),
    link: paths.courseDetails(row.id),
    publishedAt: row.publishedAt,
  }));
}

export async function listLessonsForSearch(db: Db, ids?: number[]) {
  const rows = await db
    .select({ lesson: courseLessons, course: { title: courses.title, publishedAt: courses.publishedAt } })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(and(eq(courses.isPublished, true), ids ? inArray(courseLessons.id, ids) : undefined));
  return rows.map(({ lesson, course }) => ({
    refId: lesson.id,
    title: lesson.title,
    body: `${course.title}\n${lesson.contentHtml}`,
    link: paths.lesson(lesson.courseId, lesson.id),
    publishedAt: course.publishedAt,
  }));
}

export async function listReportsForSearch(db: Db, ids?: number[]) {
  const rows = await db
    .select()
    .from(researchReports)
    .where(ids ? inArray(researchReports.id, ids) : undefined);
  return rows.map((row) => ({
    refId: row.id,
    title: row.title,
    body: `${row.summary}\n${row.symbols.map(productNameOf).join(' ')}`,
    link: paths.report(row.id),
    publishedAt: row.publishedAt,
  }));
}

export async function listStrategyNotesForSearch(db: Db, ids?: number[]) {
  const rows = await db
    .select()
    .from(strategyNotes)
    .where(ids ? inArray(strategyNotes.id, ids) : undefined);
  return rows.map((row) => ({
    refId: row.id,
    title: row.title,
    body: `${productNameOf(row.symbol)}\n${row.content}`,
    link: paths.strategy,
    publishedAt: row.publishedAt,
  }));
}
