import { paths } from '@vce/contract/routes';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courseChapters, courseLessons } from '../../../db/schema/learning';
import { liveSessions } from '../../../db/schema/learning-live';
import { inTransaction } from '../../../platform/transaction';
import { notifySmsSubscriber } from '../../commerce/subscriptions/subscription-service';
import { sendNotice } from '../../notices/notice-service';
import {
  addSessions,
  claimReminder,
  findSession,
  listDueReminders,
  listUnpublishedReplays,
  listWeeklyCourses,
} from './live-store';

const dayMs = 86_400_000;
const beijingOffsetMs = 8 * 3_600_000;
/** Weekly courses have their sessions this far ahead. */
const scheduledAheadDays = 14;
/** Bookers are reminded this long before a session starts. */
export const reminderLeadMs = 15 * 60_000;
/** The chapter of a replay course that holds the replays. */
const replayChapterTitle = '直播回放';

/** Beijing's month/day and time of an instant: 11月28日 20:00. */
function beijingText(at: Date) {
  const beijing = new Date(at.getTime() + beijingOffsetMs);
  return `${beijing.getUTCMonth() + 1}月${beijing.getUTCDate()}日 ${beijing.toISOString().slice(11, 16)}`;
}

/** Each weekly course's sessions of the coming two weeks, at its weekday and Beijing time. */
export async function scheduleWeeklySessions(app: FastifyInstance, now = new Date()) {
  const courses = await listWeeklyCourses(app.db);
  const today = Math.floor((now.getTime() + beijingOffsetMs) / dayMs);
  const sessions = courses.flatMap((course) => {
    const [hours, minutes] = (course.startsAt ?? '20:00').split(':').map(Number);
    return Array.from({ length: scheduledAheadDays }, (_, ahead) => today + ahead)
      .filter((day) => ((new Date(day * dayMs).getUTCDay() + 6) % 7) + 1 === course.weekday)
      .map((day) => new Date(day * dayMs + (hours! * 60 + minutes!) * 60_000 - beijingOffsetMs))
      .filter((startsAt) => startsAt > now)
      .map((startsAt) => ({
        liveCourseId: course.id,
        title: `${course.title}（${beijingText(startsAt).split(' ')[0]}）`,
        startsAt,
        minutes: course.minutes,
      }));
  });
  await addSessions(app.db, sessions);
}

/**
 * Reminds each booker of a session starting within the lead: a notice, and an SMS for those whose SMS
 * alerts run. Each booking is claimed first, so one process reminds it once.
 */
export async function remindBookers(app: FastifyInstance, now = new Date()) {
  const due = await listDueReminders(app.db, now, new Date(now.getTime() + reminderLeadMs));
  for (const booking of due) {
    if (!(await claimReminder(app.db, booking))) continue;
    const row = await findSession(app.db, booking.sessionId);
    if (!row) continue;
    const when = beijingText(row.session.startsAt);
    const where = row.room ? `，在「${row.room.name}」` : '';
    await sendNotice({
      app,
      message: {
        type: 'course_live_reminder',
        user_id: booking.userId,
        message_type: 'case',
        content: { content: `你预约的直播课《${row.session.title}》将于${when}开始${where}，别错过。` },
      },
      link: paths.liveSession(booking.sessionId),
    });
    await notifySmsSubscriber({
      app,
      userId: booking.userId,
      params: { product: '直播课', event: '开播提醒', detail: `《${row.course.title}》${when}开始` },
      now,
    });
  }
}

/**
 * Publishes each ended session's recording as a lesson of its course's replay course (free to watch,
 * in the 直播回放 chapter), once: the session's replay is set in the same transaction, guarded.
 */
export async function publishReplays(app: FastifyInstance, now = new Date()) {
  for (const { session, course } of await listUnpublishedReplays(app.db, now)) {
    if (course.replayCourseId === null || !session.recordingKey) continue;
    const courseId = course.replayCourseId;
    await inTransaction(app.db, async (tx) => {
      const [chapter] =
        (await tx
          .select({ id: courseChapters.id })
          .from(courseChapters)
          .where(and(eq(courseChapters.courseId, courseId), eq(courseChapters.title, replayChapterTitle)))) ?? [];
      const chapterId =
        chapter?.id ??
        (await tx.insert(courseChapters).values({ courseId, title: replayChapterTitle, sort: 0 }).returning())[0]!.id;
      const [lesson] = await tx
        .insert(courseLessons)
        .values({
          courseId,
          chapterId,
          title: `回放：${session.title}`,
          kind: 'video',
          mediaKey: session.recordingKey,
          durationSeconds: session.recordingSeconds ?? session.minutes * 60,
          freePreview: true,
          // Newest first: a later session sorts before an earlier one.
          sort: -Math.floor(session.startsAt.getTime() / 60_000),
        })
        .returning({ id: courseLessons.id });
      const published = await tx
        .update(liveSessions)
        .set({ replayLessonId: lesson!.id })
        .where(and(eq(liveSessions.id, session.id), isNull(liveSessions.replayLessonId)))
        .returning({ id: liveSessions.id });
      // Published meanwhile by another run: this run's lesson goes with its transaction.
      if (published.length === 0) throw new ReplayPublishedMeanwhile();
    }).catch((error: unknown) => {
      if (!(error instanceof ReplayPublishedMeanwhile)) throw error;
    });
  }
}

class ReplayPublishedMeanwhile extends Error {}
