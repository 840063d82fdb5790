import { and, asc, count, desc, eq, ilike, max, type SQL, sql } from 'drizzle-orm';
import { courseChapters, courseClasses, courseLessons, courses, learningTeachers } from '../../../db/schema/learning';
import { liveSessions } from '../../../db/schema/learning-live';
import { lessonVideoJobs } from '../../../db/schema/learning-video-jobs';
import type { Db } from '../../../platform/db';
import { containing } from '../../../platform/like-pattern';
import { readPage } from '../../../platform/paging';

export type CourseFields = Pick<
  typeof courses.$inferInsert,
  'classId' | 'teacherId' | 'title' | 'cover' | 'summary' | 'introduction' | 'level' | 'tags' | 'priceCents' | 'vipFree'
>;
export type LessonFields = Pick<typeof courseLessons.$inferInsert, 'title' | 'kind' | 'freePreview' | 'contentHtml'>;

type ConsoleCourseFilter = { keyword?: string; status?: 'published' | 'draft'; teacherId: number | null };

const consoleCoursesWhere = (input: ConsoleCourseFilter) =>
  and(
    input.keyword ? ilike(courses.title, containing(input.keyword)) : undefined,
    input.teacherId === null ? undefined : eq(courses.teacherId, input.teacherId),
    input.status ? eq(courses.isPublished, input.status === 'published') : undefined,
  );

/**
 * Courses, drafts among them, newest first, with their class, teacher and lesson count, and their
 * time as PostgreSQL keeps it (microseconds: an export's next batch starts after it).
 */
function consoleCourseRows(db: Db, where: SQL | undefined) {
  const lessonCount = db
    .select({ courseId: courseLessons.courseId, n: count().as('n') })
    .from(courseLessons)
    .groupBy(courseLessons.courseId)
    .as('lesson_count');
  return db
    .select({
      course: courses,
      classTitle: courseClasses.title,
      teacherName: learningTeachers.name,
      lessons: sql<number>`coalesce(${lessonCount.n}, 0)`.mapWith(Number),
      at: sql<string>`${courses.publishedAt}::text`,
    })
    .from(courses)
    .innerJoin(courseClasses, eq(courseClasses.id, courses.classId))
    .innerJoin(learningTeachers, eq(learningTeachers.id, courses.teacherId))
    .leftJoin(lessonCount, eq(lessonCount.courseId, courses.id))
    .where(where)
    .orderBy(desc(courses.publishedAt), desc(courses.id))
    .$dynamic();
}
export type ConsoleCourseRow = Awaited<ReturnType<typeof consoleCourseRows>>[number];

export async function listCoursesForConsole(db: Db, input: ConsoleCourseFilter & { page: number; limit: number }) {
  const where = consoleCoursesWhere(input);
  return readPage(db, { rows: consoleCourseRows(db, where), table: courses, where, page: input });
}

/** The filtered courses after `last` in the list's order, for an export's keyset batches. */
export const readConsoleCoursesAfter = (
  db: Db,
  filter: ConsoleCourseFilter,
  last: ConsoleCourseRow | null,
  limit: number,
) =>
  consoleCourseRows(
    db,
    and(
      consoleCoursesWhere(filter),
      last ? sql`(${courses.publishedAt}, ${courses.id}) < (${last.at}::timestamptz, ${last.course.id})` : undefined,
    ),
  ).limit(limit);

export const readCourseChoices = async (db: Db) => {
  const [classes, teachers] = await Promise.all([
    db
      .select({ id: courseClasses.id, title: courseClasses.title })
      .from(courseClasses)
      .orderBy(asc(courseClasses.sort)),
    db
      .select({ id: learningTeachers.id, name: learningTeachers.name })
      .from(learningTeachers)
      .orderBy(asc(learningTeachers.sort)),
  ]);
  return { classes, teachers };
};

export const classExists = async (db: Db, id: number) =>
  (await db.select({ id: courseClasses.id }).from(courseClasses).where(eq(courseClasses.id, id))).length > 0;

export const teacherExists = async (db: Db, id: number) =>
  (await db.select({ id: learningTeachers.id }).from(learningTeachers).where(eq(learningTeachers.id, id))).length > 0;

/** A course, published or not, locked for a change when read in a transaction with `lock`. */
export async function findAnyCourse(db: Db, id: number, lock = false) {
  const query = db.select().from(courses).where(eq(courses.id, id));
  return (await (lock ? query.for('update') : query))[0] ?? null;
}

/** A course's chapters and lessons as the console shows them, each video lesson with its newest upload. */
export async function readCourseOutline(db: Db, courseId: number) {
  // One after another: read inside a change's transaction, on its one connection.
  const chapters = await db
    .select()
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
  const lessons = await db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.sort), asc(courseLessons.id));
  const jobs = await db
    .selectDistinctOn([lessonVideoJobs.lessonId])
    .from(lessonVideoJobs)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonVideoJobs.lessonId))
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(lessonVideoJobs.lessonId, desc(lessonVideoJobs.id));
  const jobOf = new Map(jobs.map((row) => [row.lesson_video_jobs.lessonId, row.lesson_video_jobs]));
  return chapters.map((chapter) => ({
    chapter,
    lessons: lessons
      .filter((lesson) => lesson.chapterId === chapter.id)
      .map((lesson) => ({ lesson, job: jobOf.get(lesson.id) ?? null })),
  }));
}

export const insertCourse = async (tx: Db, fields: CourseFields) =>
  (
    await tx
      .insert(courses)
      .values({ ...fields, isPublished: false })
      .returning()
  )[0]!;

export const updateCourse = (tx: Db, id: number, fields: Partial<typeof courses.$inferInsert>) =>
  tx.update(courses).set(fields).where(eq(courses.id, id));

export const findChapter = async (db: Db, id: number) =>
  (await db.select().from(courseChapters).where(eq(courseChapters.id, id)))[0] ?? null;

/** Adds a chapter after the course's last one. */
export async function insertChapter(tx: Db, courseId: number, title: string) {
  const [last] = await tx
    .select({ sort: max(courseChapters.sort) })
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId));
  await tx.insert(courseChapters).values({ courseId, title, sort: (last?.sort ?? 0) + 1 });
}

export const renameChapter = (tx: Db, id: number, title: string) =>
  tx.update(courseChapters).set({ title }).where(eq(courseChapters.id, id));

export const findLessonForConsole = async (db: Db, id: number) =>
  (await db.select().from(courseLessons).where(eq(courseLessons.id, id)))[0] ?? null;

/** Adds a lesson after the chapter's last one. */
export async function insertLesson(tx: Db, chapter: { id: number; courseId: number }, fields: LessonFields) {
  const [last] = await tx
    .select({ sort: max(courseLessons.sort) })
    .from(courseLessons)
    .where(eq(courseLessons.chapterId, chapter.id));
  await tx
    .insert(courseLessons)
    .values({ ...fields, courseId: chapter.courseId, chapterId: chapter.id, sort: (last?.sort ?? 0) + 1 });
}

export const lockLesson = (tx: Db, id: number) =>
  tx.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.id, id)).for('update');

export const updateLesson = (tx: Db, id: number, fields: Partial<LessonFields & { chapterId: number }>) =>
  tx.update(courseLessons).set(fields).where(eq(courseLessons.id, id));

/** Whether the lesson is a live session's replay (the live course publishes and keeps it). */
export const isLiveReplay = async (db: Db, lessonId: number) =>
  (
    await db
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(eq(liveSessions.replayLessonId, lessonId))
      .limit(1)
  ).length > 0;

export const deleteLessonRow = (tx: Db, id: number) => tx.delete(courseLessons).where(eq(courseLessons.id, id));

/** How many of the course's lessons learners can open: texts, and videos with their files. */
export async function countPlayableLessons(db: Db, courseId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(courseLessons)
    .where(
      and(
        eq(courseLessons.courseId, courseId),
        sql`(${courseLessons.kind} = 'text' or ${courseLessons.mediaKey} is not null)`,
      ),
    );
  return row?.n ?? 0;
}

/** The ids of a course's lessons (what search indexes with it). */
export const lessonIdsOf = async (db: Db, courseId: number) =>
  (await db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, courseId))).map(
    (row) => row.id,
  );

/** Sets each chapter's place, and each lesson's chapter and place, as `outline` orders them (1, 2, …). */
export async function writeOutlineOrder(tx: Db, outline: { id: number; lessonIds: number[] }[]) {
  for (const [chapterIndex, chapter] of outline.entries()) {
    await tx
      .update(courseChapters)
      .set({ sort: chapterIndex + 1 })
      .where(eq(courseChapters.id, chapter.id));
    for (const [lessonIndex, lessonId] of chapter.lessonIds.entries())
      await tx
        .update(courseLessons)
        .set({ chapterId: chapter.id, sort: lessonIndex + 1 })
        .where(eq(courseLessons.id, lessonId));
  }
}
