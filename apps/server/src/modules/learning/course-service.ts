import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import type { Goods } from '../commerce/payment/cash-desk';
import { accessOf, courseCards, teacherCard } from './course-cards';
import {
  findCourse,
  findLesson,
  listChapters,
  listLessons,
  listRelated,
  type CourseRow,
  type LessonRow,
  revokeBoughtCourse,
} from './course-store';
import { lockedLessonTip } from './learning-tips';
import { mediaAsset, signStoredMedia } from './media-addresses';
import { progressOf } from './progress-store';

/**
 * Courses priced in V券, sold at the cash desk. A course the caller already has a right to (bought,
 * free, or free to them as a member) is not sold; the purchase is granted when `order.paid` is
 * delivered (learning-events.ts).
 */
export const courseGoods: Goods = {
  async describe({ app, userId, itemId }) {
    const found = await findCourse(app.db, itemId);
    if (!found) return null;
    const { course } = found;
    if (course.priceCents === 0) throw AppError.reject('courseFree');
    if ((await accessOf(app, userId, [course])).get(course.id)) throw AppError.reject('courseOwned');
    return { name: `课程：${course.title}`, amountCents: course.priceCents };
  },
  // Granted through `order.paid` (learning-events.ts); taken back in the refund's own transaction.
  revoke: (tx, order) =>
    revokeBoughtCourse(tx, { userId: order.userId, courseId: order.itemId, orderNo: order.orderNo }),
};

/** A lesson is open to anyone as a free preview, otherwise to those with a right to its course. */
const isOpen = (lesson: LessonRow, hasAccess: boolean) => lesson.freePreview || hasAccess;

/** A course's page: its card, introduction, chapters with each lesson's state for the caller, progress and related courses. */
export async function describeCourse(app: FastifyInstance, userId: number | null, courseId: number) {
  const found = await findCourse(app.db, courseId);
  if (!found) throw AppError.reject('courseUnknown');
  const [[card], chapters, related] = await Promise.all([
    courseCards(app, userId, [found]),
    listChapters(app.db, courseId),
    listRelated(app.db, found.course, 4),
  ]);
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  const progress = await progressOf(
    app.db,
    userId,
    lessons.map((lesson) => lesson.id),
  );
  const latest = [...progress.values()].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  return {
    ...card!,
    introduction: found.course.introduction,
    teacher: { ...teacherCard(found.teacher), intro: found.teacher.intro },
    chapters: chapters.map(({ chapter, lessons: chapterLessons }) => ({
      id: chapter.id,
      title: chapter.title,
      lessons: chapterLessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind as 'video' | 'text',
        duration_seconds: lesson.durationSeconds,
        free_preview: lesson.freePreview,
        locked: !isOpen(lesson, card!.access !== null),
        completed: progress.get(lesson.id)?.completedAt != null,
        position: progress.get(lesson.id)?.positionSeconds ?? 0,
      })),
    })),
    progress: {
      done: [...progress.values()].filter((row) => row.completedAt !== null).length,
      total: lessons.length,
      last_lesson_id: latest?.lessonId ?? null,
    },
    related: await courseCards(app, userId, related),
  };
}

/**
 * The lesson's locked answer: a guest is asked to sign in; a user gets the tip to buy the course or,
 * for one free to members, to become one.
 */
function lockedLesson(userId: number | null, course: CourseRow): never {
  if (userId === null) throw AppError.needLogin();
  throw AppError.needPrivilege(course.vipFree ? msg.lessonVipOnly : msg.lessonLocked, lockedLessonTip(course));
}

/**
 * Opens a lesson: a video's master playlist under an address signed for the caller (for anyone when
 * the lesson or the course is free) that expires, or a text's content, with where the caller left off.
 */
export async function openLesson(app: FastifyInstance, secret: string, userId: number | null, lessonId: number) {
  const found = await findLesson(app.db, lessonId);
  if (!found) throw AppError.reject('lessonUnknown');
  const { lesson, course } = found;
  const access = (await accessOf(app, userId, [course])).get(course.id) ?? null;
  if (!isOpen(lesson, access !== null)) lockedLesson(userId, course);
  let playlistUrl: string | null = null;
  if (lesson.kind === 'video') {
    const openToAll = lesson.freePreview || access === 'free';
    playlistUrl = await signStoredMedia(app, secret, {
      asset: mediaAsset('lessons', lesson.mediaKey ?? ''),
      file: 'master.m3u8',
      userId: openToAll ? 0 : userId!,
    });
    if (!playlistUrl) throw AppError.reject('lessonMediaPreparing');
  }
  const [progress, lessons] = await Promise.all([
    progressOf(app.db, userId, [lesson.id]),
    listLessons(app.db, course.id),
  ]);
  const here = progress.get(lesson.id);
  const next = lessons[lessons.findIndex((row) => row.id === lesson.id) + 1];
  return {
    id: lesson.id,
    course_id: course.id,
    title: lesson.title,
    kind: lesson.kind as 'video' | 'text',
    duration_seconds: lesson.durationSeconds,
    playlist_url: playlistUrl,
    content_html: lesson.kind === 'text' ? lesson.contentHtml : null,
    position: here?.positionSeconds ?? 0,
    watched_seconds: here?.watchedSeconds ?? 0,
    completed: here?.completedAt != null,
    next_lesson_id: next?.id ?? null,
  };
}

/** Whether the caller may open the lesson now (saving progress asks the same). */
export async function assertLessonOpen(app: FastifyInstance, userId: number, lessonId: number) {
  const found = await findLesson(app.db, lessonId);
  if (!found) throw AppError.reject('lessonUnknown');
  const access = (await accessOf(app, userId, [found.course])).get(found.course.id) ?? null;
  if (!isOpen(found.lesson, access !== null)) lockedLesson(userId, found.course);
  return { ...found, access };
}

/** Whether the user has a right to a course: bought, free, or free to them as a member (a course's live room asks). */
export async function hasCourseAccess(app: FastifyInstance, userId: number, courseId: number) {
  const found = await findCourse(app.db, courseId);
  return found !== null && (await accessOf(app, userId, [found.course])).get(courseId) != null;
}
