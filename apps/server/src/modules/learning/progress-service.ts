import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../platform/transaction';
import { unixSecondsOrNull } from '../../platform/unix-time';
import { assertLessonOpen } from './course-service';
import { courseCards } from './course-cards';
import { enrolLearner, lessonTotalsOf } from './course-store';
import { completedPerCourse, listMyCourses, lockProgress, updateProgress } from './progress-store';
import { addWatchedRanges, isWatchedThrough, secondsWatched, type WatchedRange } from './watched-ranges';

/**
 * Saves where a learner is in a lesson and what they watched since the last save. The ranges are
 * added to those kept (two tabs' saves one after the other); the lesson completes once 95 % of it has
 * been watched, or for a text once read, and stays complete. The first save of a course's lesson
 * makes the user one of its learners (我的课程).
 */
export async function saveProgress(input: {
  app: FastifyInstance;
  userId: number;
  lessonId: number;
  position: number;
  ranges: WatchedRange[];
  read: boolean;
}) {
  const { app, userId } = input;
  const { lesson, course } = await assertLessonOpen(app, userId, input.lessonId);
  const duration = lesson.durationSeconds;
  const saved = await inTransaction(app.db, async (tx) => {
    await enrolLearner(tx, { userId, courseId: course.id });
    const row = await lockProgress(tx, { userId, lessonId: lesson.id, courseId: course.id });
    const watchedRanges = addWatchedRanges(row.watchedRanges, input.ranges, duration);
    const watchedSeconds = secondsWatched(watchedRanges);
    const completed =
      lesson.kind === 'text' ? input.read || row.completedAt !== null : isWatchedThrough(watchedSeconds, duration);
    const position = Math.min(input.position, duration);
    const [updated] = await updateProgress(
      tx,
      { userId, lessonId: lesson.id },
      { positionSeconds: position, watchedRanges, watchedSeconds, completed },
    );
    return { position, watchedSeconds, completed: updated?.completedAt != null };
  });
  const [done, totals] = await Promise.all([
    completedPerCourse(app.db, userId, [course.id]),
    lessonTotalsOf(app.db, [course.id]),
  ]);
  return {
    position: saved.position,
    watched_seconds: Math.round(saved.watchedSeconds * 10) / 10,
    completed: saved.completed,
    course_done: done.get(course.id) ?? 0,
    course_total: totals.get(course.id)?.lessons ?? 0,
  };
}

/** The caller's courses with their progress, the last studied first. */
export async function describeMyCourses(app: FastifyInstance, input: { userId: number; page: number; limit: number }) {
  const { rows, total } = await listMyCourses(app.db, input);
  const [cards, done] = await Promise.all([
    courseCards(app, input.userId, rows),
    completedPerCourse(
      app.db,
      input.userId,
      rows.map((row) => row.course.id),
    ),
  ]);
  return {
    list: cards.map((card, i) => {
      const row = rows[i]!;
      return {
        ...card,
        done: done.get(card.id) ?? 0,
        total: card.lesson_count,
        last_lesson_id: row.lastLessonId,
        last_lesson_title: row.lastLessonTitle,
        studied_at: unixSecondsOrNull(row.studiedAt),
      };
    }),
    total,
  };
}
