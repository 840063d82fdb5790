import type { AdminCourseFields, AdminCourseRow } from '@vce/contract/admin-courses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors';
import type { Db } from '../../../platform/db';
import { keysetRows } from '../../../platform/keyset';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { formatCents, parseCents } from '@vce/contract/commerce-wallet';
import { findVideoJobs } from '../video-jobs/video-job-store';
import { receiveLessonVideo } from '../video-jobs/video-upload';
import { consoleCourseOf, videoJobOf } from './course-outline';
import { type CourseScope, isInScope } from './course-scope-service';
import {
  classExists,
  countPlayableLessons,
  deleteLessonRow,
  findAnyCourse,
  findChapter,
  findLessonForConsole,
  insertChapter,
  insertCourse,
  insertLesson,
  isLiveReplay,
  lessonIdsOf,
  listCoursesForConsole,
  readConsoleCoursesAfter,
  type ConsoleCourseRow,
  readCourseChoices,
  readCourseOutline,
  renameChapter,
  writeOutlineOrder,
  teacherExists,
  updateCourse,
  updateLesson,
} from './editing-store';
import { textOfHtml } from '../../../platform/plain-text';
import { sanitizeLessonHtml } from './lesson-html';

/**
 * Learning's door for the operators' console: courses, drafts among them, their chapters and
 * lessons. Each change tells search (`course.changed`) in its transaction; answers carry the course
 * before and after for the console's audit log. Every call takes the caller's scope (course-scope-service.ts):
 * a teacher reaches only their own courses.
 */

type CourseInput = z.output<typeof AdminCourseFields>;

const courseRowOf = ({ course, classTitle, teacherName, lessons }: ConsoleCourseRow): AdminCourseRow => ({
  id: course.id,
  title: course.title,
  class_title: classTitle,
  teacher_name: teacherName,
  price: formatCents(course.priceCents),
  vip_free: course.vipFree,
  is_published: course.isPublished,
  lesson_count: lessons,
  learners: course.learners,
  published_at: unixSeconds(course.publishedAt),
});

type CourseFilter = { keyword?: string; status?: 'published' | 'draft' };

export async function readCoursesForConsole(
  app: FastifyInstance,
  filter: CourseFilter & { page: number; limit: number },
  scope: CourseScope,
) {
  const { rows, total } = await listCoursesForConsole(app.db, { ...filter, teacherId: scope.teacherId });
  return { total, list: rows.map(courseRowOf) };
}

/** The filtered courses of the scope in the list's order as the console's export reads them, `cap` at most. */
export async function* streamCoursesForConsole(
  app: FastifyInstance,
  input: { filter: CourseFilter; scope: CourseScope; cap: number },
) {
  const filter = { ...input.filter, teacherId: input.scope.teacherId };
  const rows = keysetRows(
    (last: ConsoleCourseRow | null, limit) => readConsoleCoursesAfter(app.db, filter, last, limit),
    { cap: input.cap },
  );
  for await (const row of rows) yield courseRowOf(row);
}

/** The classes, and the teachers a course may be given to (a teacher: only themselves). */
export async function readChoicesForConsole(app: FastifyInstance, scope: CourseScope) {
  const { classes, teachers } = await readCourseChoices(app.db);
  return { classes, teachers: teachers.filter((teacher) => isInScope(scope, { teacherId: teacher.id })) };
}

/** A course in the scope, its row locked when `lock`; any other is as unknown. */
async function courseInScope(db: Db, id: number, scope: CourseScope, lock = false) {
  const course = await findAnyCourse(db, id, lock);
  if (!course || !isInScope(scope, course)) throw AppError.reject('adminCourseUnknown');
  return course;
}

async function consoleCourse(db: Db, id: number) {
  const course = await findAnyCourse(db, id);
  if (!course) throw AppError.reject('adminCourseUnknown');
  return consoleCourseOf(course, await readCourseOutline(db, id));
}

export async function readCourseForConsole(app: FastifyInstance, id: number, scope: CourseScope) {
  await courseInScope(app.db, id, scope);
  return consoleCourse(app.db, id);
}

async function fieldsOf(db: Db, input: CourseInput, scope: CourseScope) {
  if (!(await classExists(db, input.class_id))) throw AppError.reject('courseClassUnknown');
  if (!(await teacherExists(db, input.teacher_id))) throw AppError.reject('courseTeacherUnknown');
  if (!isInScope(scope, { teacherId: input.teacher_id })) throw AppError.reject('courseTeacherNotOwn');
  return {
    classId: input.class_id,
    teacherId: input.teacher_id,
    title: input.title,
    // No picture chosen: the class's own cover.
    cover: input.cover || `/images/courses/class-${((input.class_id - 1) % 5) + 1}.svg`,
    summary: input.summary,
    introduction: input.introduction,
    level: input.level,
    tags: input.tags,
    priceCents: parseCents(input.price),
    vipFree: input.vip_free,
  };
}

/**
 * A change to a course in one transaction with the course's row locked (two editors' changes are
 * applied one after the other), search told, and the course answered before and after.
 */
async function changeCourse(
  app: FastifyInstance,
  target: { courseId: number; scope: CourseScope },
  change: (tx: Db) => Promise<number[] | void>,
) {
  const { courseId, scope } = target;
  return inTransaction(app.db, async (tx) => {
    await courseInScope(tx, courseId, scope, true);
    const before = await consoleCourse(tx, courseId);
    const removedLessons = (await change(tx)) ?? [];
    const lessonIds = [...(await lessonIdsOf(tx, courseId)), ...removedLessons];
    await app.events.publish(tx, 'course.changed', { courseId, lessonIds });
    return { before, after: await consoleCourse(tx, courseId) };
  });
}

export async function createCourse(app: FastifyInstance, input: CourseInput, scope: CourseScope) {
  return inTransaction(app.db, async (tx) =>
    consoleCourse(tx, (await insertCourse(tx, await fieldsOf(tx, input, scope))).id),
  );
}

export const updateCourseFields = (app: FastifyInstance, id: number, input: CourseInput, scope: CourseScope) =>
  changeCourse(app, { courseId: id, scope }, async (tx) => {
    await updateCourse(tx, id, await fieldsOf(tx, input, scope));
  });

/** Publishes (with a lesson learners can open; dated now when it was a draft) or takes back to a draft. */
export const publishCourse = (app: FastifyInstance, id: number, published: boolean, scope: CourseScope) =>
  changeCourse(app, { courseId: id, scope }, async (tx) => {
    const course = (await findAnyCourse(tx, id))!;
    if (course.isPublished === published) return;
    if (published && (await countPlayableLessons(tx, id)) === 0) throw AppError.reject('coursePublishEmpty');
    await updateCourse(tx, id, published ? { isPublished: true, publishedAt: new Date() } : { isPublished: false });
  });

export const saveChapter = (
  app: FastifyInstance,
  input: { courseId: number; id?: number; title: string },
  scope: CourseScope,
) =>
  changeCourse(app, { courseId: input.courseId, scope }, async (tx) => {
    if (input.id === undefined) return void (await insertChapter(tx, input.courseId, input.title));
    const chapter = await findChapter(tx, input.id);
    if (chapter?.courseId !== input.courseId) throw AppError.reject('adminChapterUnknown');
    await renameChapter(tx, input.id, input.title);
  });

/** Orders the outline: refused whole unless it names exactly the course's chapters and lessons now. */
export const orderOutline = (
  app: FastifyInstance,
  input: { courseId: number; chapters: { id: number; lessonIds: number[] }[] },
  scope: CourseScope,
) =>
  changeCourse(app, { courseId: input.courseId, scope }, async (tx) => {
    const outline = await readCourseOutline(tx, input.courseId);
    const sameIds = (given: number[], held: number[]) =>
      given.length === held.length && new Set(given).size === given.length && given.every((id) => held.includes(id));
    const isCurrent =
      sameIds(
        input.chapters.map((chapter) => chapter.id),
        outline.map(({ chapter }) => chapter.id),
      ) &&
      sameIds(
        input.chapters.flatMap((chapter) => chapter.lessonIds),
        outline.flatMap(({ lessons }) => lessons.map(({ lesson }) => lesson.id)),
      );
    if (!isCurrent) throw AppError.reject('courseOutlineStale');
    await writeOutlineOrder(tx, input.chapters);
  });

/** A lesson's chapter, read to know which course's lock its change is made under. */
async function chapterOf(app: FastifyInstance, chapterId: number) {
  const chapter = await findChapter(app.db, chapterId);
  if (!chapter) throw AppError.reject('adminChapterUnknown');
  return chapter;
}

export async function saveLesson(
  app: FastifyInstance,
  input: {
    chapterId: number;
    id?: number;
    title: string;
    kind: 'video' | 'text';
    freePreview: boolean;
    contentHtml: string;
  },
  scope: CourseScope,
) {
  const chapter = await chapterOf(app, input.chapterId);
  const fields = {
    title: input.title,
    kind: input.kind,
    freePreview: input.freePreview,
    contentHtml: input.kind === 'text' ? sanitizeLessonHtml(input.contentHtml) : '',
  };
  // A text lesson has something to read (or a picture to see) once its HTML is cleaned.
  const isEmpty = !textOfHtml(fields.contentHtml).trim() && !fields.contentHtml.includes('<img');
  if (input.kind === 'text' && isEmpty) throw AppError.reject('lessonTextEmpty');
  return changeCourse(app, { courseId: chapter.courseId, scope }, async (tx) => {
    if (input.id === undefined) return void (await insertLesson(tx, chapter, fields));
    const lesson = await findLessonForConsole(tx, input.id);
    if (lesson?.courseId !== chapter.courseId) throw AppError.reject('adminLessonUnknown');
    if (lesson.kind === 'video' && lesson.mediaKey && input.kind === 'text') throw AppError.reject('lessonKindLocked');
    // Another chapter of the course moves the lesson there.
    await updateLesson(tx, input.id, { ...fields, chapterId: chapter.id });
    await keepPlayable(tx, chapter.courseId);
  });
}

/** A published course keeps at least one lesson learners can open. */
async function keepPlayable(tx: Db, courseId: number) {
  const course = await findAnyCourse(tx, courseId);
  if (course?.isPublished && (await countPlayableLessons(tx, courseId)) === 0)
    throw AppError.reject('courseKeepPlayable');
}

export async function deleteLesson(app: FastifyInstance, id: number, scope: CourseScope) {
  const lesson = await findLessonForConsole(app.db, id);
  if (!lesson) throw AppError.reject('adminLessonUnknown');
  await courseInScope(app.db, lesson.courseId, scope);
  if (await isLiveReplay(app.db, id)) throw AppError.reject('lessonIsReplay');
  return changeCourse(app, { courseId: lesson.courseId, scope }, async (tx) => {
    await deleteLessonRow(tx, id);
    await keepPlayable(tx, lesson.courseId);
    return [id];
  });
}

/** The uploads' progress: of the scope's courses' lessons only. */
export async function readVideoJobs(app: FastifyInstance, ids: number[], scope: CourseScope) {
  const jobs = await findVideoJobs(app.db, ids);
  const inScope = async (lessonId: number) => {
    const lesson = await findLessonForConsole(app.db, lessonId);
    const course = lesson && (await findAnyCourse(app.db, lesson.courseId));
    return Boolean(course && isInScope(scope, course));
  };
  const shown = [];
  for (const job of jobs) if (scope.teacherId === null || (await inScope(job.lessonId))) shown.push(job);
  return { list: shown.map(videoJobOf) };
}

/** A lesson's new video, received and queued for the transcoder (video-jobs/), for a lesson of the scope. */
export const uploadLessonVideo = async (
  app: FastifyInstance,
  request: FastifyRequest,
  upload: { uploadedBy: number; scope: CourseScope },
) => videoJobOf(await receiveLessonVideo(app, request, upload));
