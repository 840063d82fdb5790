import type { AdminCourseFields } from '@vce/contract/admin-courses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors';
import type { Db } from '../../../platform/db';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { formatCents } from '@vce/contract/commerce-wallet';
import { findVideoJobs } from '../video-jobs/video-job-store';
import { receiveLessonVideo } from '../video-jobs/video-upload';
import { consoleCourseOf, videoJobOf } from './course-outline';
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
  readCourseChoices,
  readCourseOutline,
  renameChapter,
  teacherExists,
  updateCourse,
  updateLesson,
} from './editing-store';
import { textOfHtml } from '../../../platform/plain-text';
import { sanitizeLessonHtml } from './lesson-html';

/**
 * Learning's door for the operators' console: courses, drafts among them, their chapters and
 * lessons. Each change tells search (`course.changed`) in its transaction; answers carry the course
 * before and after for the console's audit log.
 */

type CourseInput = z.output<typeof AdminCourseFields>;

/** "199.50" V券 as cents, exactly (no floating point). */
const centsOf = (price: string) => {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export async function readCoursesForConsole(
  app: FastifyInstance,
  filter: { keyword?: string; status?: 'published' | 'draft'; page: number; limit: number },
) {
  const { rows, total } = await listCoursesForConsole(app.db, filter);
  return {
    total,
    list: rows.map(({ course, classTitle, teacherName, lessons }) => ({
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
    })),
  };
}

export const readChoicesForConsole = (app: FastifyInstance) => readCourseChoices(app.db);

async function consoleCourse(db: Db, id: number) {
  const course = await findAnyCourse(db, id);
  if (!course) throw AppError.reject('adminCourseUnknown');
  return consoleCourseOf(course, await readCourseOutline(db, id));
}

export const readCourseForConsole = (app: FastifyInstance, id: number) => consoleCourse(app.db, id);

async function fieldsOf(db: Db, input: CourseInput) {
  if (!(await classExists(db, input.class_id))) throw AppError.reject('courseClassUnknown');
  if (!(await teacherExists(db, input.teacher_id))) throw AppError.reject('courseTeacherUnknown');
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
    priceCents: centsOf(input.price),
    vipFree: input.vip_free,
  };
}

/**
 * A change to a course in one transaction with the course's row locked (two editors' changes are
 * applied one after the other), search told, and the course answered before and after.
 */
async function changeCourse(app: FastifyInstance, courseId: number, change: (tx: Db) => Promise<number[] | void>) {
  return inTransaction(app.db, async (tx) => {
    if (!(await findAnyCourse(tx, courseId, true))) throw AppError.reject('adminCourseUnknown');
    const before = await consoleCourse(tx, courseId);
    const removedLessons = (await change(tx)) ?? [];
    const lessonIds = [...(await lessonIdsOf(tx, courseId)), ...removedLessons];
    await app.events.publish(tx, 'course.changed', { courseId, lessonIds });
    return { before, after: await consoleCourse(tx, courseId) };
  });
}

export async function createCourse(app: FastifyInstance, input: CourseInput) {
  return inTransaction(app.db, async (tx) => consoleCourse(tx, (await insertCourse(tx, await fieldsOf(tx, input))).id));
}

export const updateCourseFields = (app: FastifyInstance, id: number, input: CourseInput) =>
  changeCourse(app, id, async (tx) => {
    await updateCourse(tx, id, await fieldsOf(tx, input));
  });

/** Publishes (with a lesson learners can open; dated now when it was a draft) or takes back to a draft. */
export const publishCourse = (app: FastifyInstance, id: number, published: boolean) =>
  changeCourse(app, id, async (tx) => {
    const course = (await findAnyCourse(tx, id))!;
    if (course.isPublished === published) return;
    if (published && (await countPlayableLessons(tx, id)) === 0) throw AppError.reject('coursePublishEmpty');
    await updateCourse(tx, id, published ? { isPublished: true, publishedAt: new Date() } : { isPublished: false });
  });

export const saveChapter = (app: FastifyInstance, input: { courseId: number; id?: number; title: string }) =>
  changeCourse(app, input.courseId, async (tx) => {
    if (input.id === undefined) return void (await insertChapter(tx, input.courseId, input.title));
    const chapter = await findChapter(tx, input.id);
    if (chapter?.courseId !== input.courseId) throw AppError.reject('adminChapterUnknown');
    await renameChapter(tx, input.id, input.title);
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
  return changeCourse(app, chapter.courseId, async (tx) => {
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

export async function deleteLesson(app: FastifyInstance, id: number) {
  const lesson = await findLessonForConsole(app.db, id);
  if (!lesson) throw AppError.reject('adminLessonUnknown');
  if (await isLiveReplay(app.db, id)) throw AppError.reject('lessonIsReplay');
  return changeCourse(app, lesson.courseId, async (tx) => {
    await deleteLessonRow(tx, id);
    await keepPlayable(tx, lesson.courseId);
    return [id];
  });
}

export const readVideoJobs = async (app: FastifyInstance, ids: number[]) => ({
  list: (await findVideoJobs(app.db, ids)).map(videoJobOf),
});

/** A lesson's new video, received and queued for the transcoder (video-jobs/). */
export const uploadLessonVideo = async (app: FastifyInstance, request: FastifyRequest, uploadedBy: number) =>
  videoJobOf(await receiveLessonVideo(app, request, uploadedBy));
