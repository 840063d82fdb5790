import type { CourseLevel, CoursePriceFilter, CourseSort } from '@vce/contract/learning';
import { and, asc, count, desc, eq, gt, inArray, ne, sql, sum } from 'drizzle-orm';
import {
  courseChapters,
  courseClasses,
  courseLearners,
  courseLessons,
  courseOwners,
  courses,
  learningTeachers,
} from '../../db/schema/learning';
import type { Db } from '../../platform/db';
import { readPage } from '../../platform/paging';

export type CourseRow = typeof courses.$inferSelect;
export type TeacherRow = typeof learningTeachers.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;

const published = eq(courses.isPublished, true);

/** Courses with their teachers, in the order given (a list's query builds on it). */
const coursesWithTeachers = (db: Db) =>
  db
    .select({ course: courses, teacher: learningTeachers })
    .from(courses)
    .innerJoin(learningTeachers, eq(learningTeachers.id, courses.teacherId));

export type CourseWithTeacher = { course: CourseRow; teacher: TeacherRow };

const priceFilters: Record<CoursePriceFilter, ReturnType<typeof eq>> = {
  free: eq(courses.priceCents, 0),
  paid: and(gt(courses.priceCents, 0), eq(courses.vipFree, false))!,
  vip: and(gt(courses.priceCents, 0), eq(courses.vipFree, true))!,
};

const sortOrders = {
  newest: [desc(courses.publishedAt), desc(courses.id)],
  popular: [desc(courses.learners), desc(courses.id)],
  // Unrated courses last; an average compared as a fraction so no division by zero is asked.
  rating: [desc(sql`${courses.ratingSum}::real / greatest(${courses.ratingCount}, 1)`), desc(courses.ratingCount)],
} satisfies Record<CourseSort, unknown[]>;

export async function listCourses(
  db: Db,
  input: {
    page: number;
    limit: number;
    classId?: number;
    teacherId?: number;
    level?: CourseLevel;
    price?: CoursePriceFilter;
    sort: CourseSort;
  },
) {
  const where = and(
    published,
    input.classId ? eq(courses.classId, input.classId) : undefined,
    input.teacherId ? eq(courses.teacherId, input.teacherId) : undefined,
    input.level ? eq(courses.level, input.level) : undefined,
    input.price ? priceFilters[input.price] : undefined,
  );
  const rows = coursesWithTeachers(db)
    .where(where)
    .orderBy(...sortOrders[input.sort])
    .$dynamic();
  return readPage(db, { rows, table: courses, where, page: input });
}

/** The recommended shelf, in the operators' order. */
export const listRecommended = (db: Db, limit: number) =>
  coursesWithTeachers(db)
    .where(and(published, gt(courses.recommend, 0)))
    .orderBy(desc(courses.recommend), desc(courses.id))
    .limit(limit);

/** Each class's newest `perClass` courses, with the class's count (one query for all classes). */
export async function listClassesWithNewest(db: Db, perClass: number) {
  const ranked = db
    .select({
      id: courses.id,
      rank: sql<number>`row_number() over (partition by ${courses.classId} order by ${courses.publishedAt} desc, ${courses.id} desc)`.as(
        'rank',
      ),
    })
    .from(courses)
    .where(published)
    .as('ranked');
  const [classes, newest, counts] = await Promise.all([
    db.select().from(courseClasses).orderBy(asc(courseClasses.sort), asc(courseClasses.id)),
    coursesWithTeachers(db)
      .innerJoin(ranked, eq(ranked.id, courses.id))
      .where(sql`${ranked.rank} <= ${perClass}`)
      .orderBy(desc(courses.publishedAt), desc(courses.id)),
    db.select({ classId: courses.classId, n: count() }).from(courses).where(published).groupBy(courses.classId),
  ]);
  const countOf = new Map(counts.map((row) => [row.classId, row.n]));
  return classes.map((courseClass) => ({
    courseClass,
    courseCount: countOf.get(courseClass.id) ?? 0,
    newest: newest.filter((row) => row.course.classId === courseClass.id),
  }));
}

/** Teachers with how many published courses each has. */
export async function listTeachers(db: Db) {
  const [teachers, counts] = await Promise.all([
    db.select().from(learningTeachers).orderBy(asc(learningTeachers.sort), asc(learningTeachers.id)),
    db.select({ teacherId: courses.teacherId, n: count() }).from(courses).where(published).groupBy(courses.teacherId),
  ]);
  const countOf = new Map(counts.map((row) => [row.teacherId, row.n]));
  return teachers.map((teacher) => ({ teacher, courseCount: countOf.get(teacher.id) ?? 0 }));
}

/** The first teacher in the operators' order (who signs the demo strategy notes), or null. */
export const findFirstTeacherId = async (db: Db) =>
  (await db.select({ id: learningTeachers.id }).from(learningTeachers).orderBy(asc(learningTeachers.sort)).limit(1))[0]
    ?.id ?? null;

/** A published course with its teacher, or null. */
export const findCourse = async (db: Db, id: number): Promise<CourseWithTeacher | null> =>
  (await coursesWithTeachers(db).where(and(published, eq(courses.id, id))))[0] ?? null;

/** Other published courses of the class or the teacher, the most learned first. */
export const listRelated = (db: Db, course: CourseRow, limit: number) =>
  coursesWithTeachers(db)
    .where(
      and(
        published,
        ne(courses.id, course.id),
        sql`(${courses.classId} = ${course.classId} or ${courses.teacherId} = ${course.teacherId})`,
      ),
    )
    .orderBy(desc(courses.learners), desc(courses.id))
    .limit(limit);

/** Lesson counts and total minutes of some courses. */
export async function lessonTotalsOf(db: Db, courseIds: number[]) {
  if (!courseIds.length) return new Map<number, { lessons: number; seconds: number }>();
  const rows = await db
    .select({ courseId: courseLessons.courseId, lessons: count(), seconds: sum(courseLessons.durationSeconds) })
    .from(courseLessons)
    .where(inArray(courseLessons.courseId, courseIds))
    .groupBy(courseLessons.courseId);
  return new Map(rows.map((row) => [row.courseId, { lessons: row.lessons, seconds: Number(row.seconds ?? 0) }]));
}

/** A course's chapters, each with its lessons, in their order. */
export async function listChapters(db: Db, courseId: number) {
  const [chapters, lessons] = await Promise.all([
    db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, courseId))
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
    listLessons(db, courseId),
  ]);
  return chapters.map((chapter) => ({
    chapter,
    lessons: lessons.filter((lesson) => lesson.chapterId === chapter.id),
  }));
}

/** A course's lessons in the order a learner takes them (chapter by chapter). */
export const listLessons = (db: Db, courseId: number) =>
  db
    .select({ lesson: courseLessons })
    .from(courseLessons)
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id), asc(courseLessons.sort), asc(courseLessons.id))
    .then((rows) => rows.map((row) => row.lesson));

/** A lesson of a published course, with that course and its teacher. */
export async function findLesson(db: Db, lessonId: number) {
  const [lesson] = await db.select().from(courseLessons).where(eq(courseLessons.id, lessonId));
  if (!lesson) return null;
  const course = await findCourse(db, lesson.courseId);
  return course ? { lesson, ...course } : null;
}

/** Which of these courses the user bought. */
export async function boughtAmong(db: Db, userId: number | null, courseIds: number[]) {
  if (userId === null || !courseIds.length) return new Set<number>();
  const rows = await db
    .select({ courseId: courseOwners.courseId })
    .from(courseOwners)
    .where(and(eq(courseOwners.userId, userId), inArray(courseOwners.courseId, courseIds)));
  return new Set(rows.map((row) => row.courseId));
}

/**
 * Records a bought course: true when this grant took effect. The primary key lets one of any
 * replayed or concurrent grants through.
 */
export async function grantCourse(tx: Db, input: { userId: number; courseId: number; orderNo: string }) {
  const inserted = await tx
    .insert(courseOwners)
    .values(input)
    .onConflictDoNothing()
    .returning({ userId: courseOwners.userId });
  if (!inserted.length) return false;
  await enrolLearner(tx, input);
  return true;
}

/** Takes back a course a refunded order bought (what the learner did in it is kept). */
export async function revokeBoughtCourse(tx: Db, input: { userId: number; courseId: number; orderNo: string }) {
  await tx
    .delete(courseOwners)
    .where(
      and(
        eq(courseOwners.userId, input.userId),
        eq(courseOwners.courseId, input.courseId),
        eq(courseOwners.orderNo, input.orderNo),
      ),
    );
}

/** Makes the user one of the course's learners, counted once. */
export async function enrolLearner(tx: Db, input: { userId: number; courseId: number }) {
  const inserted = await tx
    .insert(courseLearners)
    .values({ userId: input.userId, courseId: input.courseId })
    .onConflictDoNothing()
    .returning({ userId: courseLearners.userId });
  if (inserted.length)
    await tx
      .update(courses)
      .set({ learners: sql`${courses.learners} + 1` })
      .where(eq(courses.id, input.courseId));
}
