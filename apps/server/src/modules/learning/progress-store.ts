import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { courseLearners, courseLessons, courses, learningTeachers, lessonProgress } from '../../db/schema/learning';
import { readPage } from '../../platform/paging';
import type { Db } from '../../platform/db';
import type { WatchedRange } from './watched-ranges';

export type ProgressRow = typeof lessonProgress.$inferSelect;

/** The user's progress in each of these lessons. */
export async function progressOf(db: Db, userId: number | null, lessonIds: number[]) {
  if (userId === null || !lessonIds.length) return new Map<number, ProgressRow>();
  const rows = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, lessonIds)));
  return new Map(rows.map((row) => [row.lessonId, row]));
}

/** The user's row of a lesson, made if missing and locked for the rest of the transaction, so two saves of one lesson (two tabs) add their ranges one after the other. */
export async function lockProgress(tx: Db, input: { userId: number; lessonId: number; courseId: number }) {
  await tx.insert(lessonProgress).values(input).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, input.userId), eq(lessonProgress.lessonId, input.lessonId)))
    .for('update');
  return row!;
}

export const updateProgress = (
  tx: Db,
  key: { userId: number; lessonId: number },
  values: { positionSeconds: number; watchedRanges: WatchedRange[]; watchedSeconds: number; completed: boolean },
) =>
  tx
    .update(lessonProgress)
    .set({
      positionSeconds: values.positionSeconds,
      watchedRanges: values.watchedRanges,
      watchedSeconds: values.watchedSeconds,
      // The first completion's time stays.
      completedAt: values.completed ? sql`coalesce(${lessonProgress.completedAt}, now())` : lessonProgress.completedAt,
      updatedAt: new Date(),
    })
    .where(and(eq(lessonProgress.userId, key.userId), eq(lessonProgress.lessonId, key.lessonId)))
    .returning({ completedAt: lessonProgress.completedAt });

/** Lessons completed per course, of the user's. */
export async function completedPerCourse(db: Db, userId: number, courseIds: number[]) {
  if (!courseIds.length) return new Map<number, number>();
  const rows = await db
    .select({ courseId: lessonProgress.courseId, n: count() })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        inArray(lessonProgress.courseId, courseIds),
        isNotNull(lessonProgress.completedAt),
      ),
    )
    .groupBy(lessonProgress.courseId);
  return new Map(rows.map((row) => [row.courseId, row.n]));
}

/** The user's courses (bought or opened), the last studied first, with the lesson studied last. */
export async function listMyCourses(db: Db, input: { userId: number; page: number; limit: number }) {
  const lastStudied = db
    .selectDistinctOn([lessonProgress.courseId], {
      courseId: lessonProgress.courseId,
      lessonId: lessonProgress.lessonId,
      studiedAt: lessonProgress.updatedAt,
    })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, input.userId))
    .orderBy(lessonProgress.courseId, desc(lessonProgress.updatedAt))
    .as('last_studied');
  const where = eq(courseLearners.userId, input.userId);
  const rows = db
    .select({
      course: courses,
      teacher: learningTeachers,
      lastLessonId: lastStudied.lessonId,
      lastLessonTitle: courseLessons.title,
      studiedAt: lastStudied.studiedAt,
    })
    .from(courseLearners)
    .innerJoin(courses, eq(courses.id, courseLearners.courseId))
    .innerJoin(learningTeachers, eq(learningTeachers.id, courses.teacherId))
    .leftJoin(lastStudied, eq(lastStudied.courseId, courses.id))
    .leftJoin(courseLessons, eq(courseLessons.id, lastStudied.lessonId))
    .where(where)
    .orderBy(desc(sql`coalesce(${lastStudied.studiedAt}, ${courseLearners.createdAt})`), desc(courses.id))
    .$dynamic();
  return readPage(db, { rows, table: courseLearners, where, page: input });
}
