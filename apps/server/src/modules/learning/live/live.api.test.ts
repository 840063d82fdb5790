import { Code } from '@vce/contract/codes';
import { bookLiveSession, liveCourseDetails, liveSchedule, liveSessionDetails } from '@vce/contract/learning-live';
import { msg } from '@vce/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../../db/schema/account-sms';
import { courseLessons } from '../../../db/schema/learning';
import { liveCourses, liveSessions } from '../../../db/schema/learning-live';
import { notices } from '../../../db/schema/notices';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/money';
import { remindBookers } from './live-jobs';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const schedule = async (token = '') =>
  liveSchedule.data.parse((await callAs(app, token, '/api/course/liveSchedule')).data).list;
const book = (token: string, id: number, booked = true) => callAs(app, token, '/api/course/bookLive', { id, booked });

describe('live courses', () => {
  it('schedules the weekly courses’ coming sessions and publishes an ended session’s recording as a lesson', async () => {
    // The start's upkeep runs in the background: weekly sessions ahead, replays of the recorded ones.
    const published = async () =>
      (await app.db.select().from(liveSessions)).filter((session) => session.replayLessonId !== null).length;
    await expect.poll(published).toBe(3);
    const list = await schedule();
    const upcoming = list.filter((session) => session.status === 'upcoming');
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(list.map((session) => session.start_time)).toEqual([...list.map((session) => session.start_time)].sort());
    const replayed = list.find((session) => session.replay)!;
    expect(replayed.status).toBe('ended');
    const [lesson] = await app.db.select().from(courseLessons).where(eq(courseLessons.id, replayed.replay!.lesson_id));
    expect(lesson).toMatchObject({ courseId: replayed.replay!.course_id, kind: 'video', freePreview: true });
    expect(lesson!.title).toBe(`回放：${replayed.title}`);

    const [weekly] = await app.db.select().from(liveCourses).where(eq(liveCourses.weekday, 3));
    const course = liveCourseDetails.data.parse(
      (await callAs(app, '', '/api/course/liveCourse', { id: weekly!.id })).data,
    );
    expect(course.schedule_text).toBe('每周三 20:00');
    expect(course.sessions.some((session) => session.status === 'upcoming')).toBe(true);
    expect(course.sessions.every((session) => session.room?.name === '夜盘复盘直播间')).toBe(true);
    expect(await callAs(app, '', '/api/course/liveCourse', { id: 999_999 })).toMatchObject({
      msg: msg.liveCourseUnknown,
    });
  });

  it('books a coming session once however often asked, refuses an ended one, and lets a booking go', async () => {
    const { token } = await createUser(app);
    const [next] = (await schedule()).filter((session) => session.status === 'upcoming');
    expect(await book('', next!.id)).toMatchObject({ code: Code.NEED_LOGIN });
    const answers = await Promise.all([book(token, next!.id), book(token, next!.id)]);
    expect(answers.map((answer) => bookLiveSession.data.parse(answer.data).bookings)).toContain(next!.bookings + 1);
    const shown = liveSessionDetails.data.parse(
      (await callAs(app, token, '/api/course/liveSession', { id: next!.id })).data,
    );
    expect(shown).toMatchObject({ booked: true, bookings: next!.bookings + 1 });
    expect((await book(token, next!.id, false)).data).toEqual({ booked: false, bookings: next!.bookings });
    const ended = (await schedule()).find((session) => session.status === 'ended')!;
    expect(await book(token, ended.id)).toMatchObject({ code: Code.FAIL, msg: msg.liveSessionEnded });
    expect(await book(token, 999_999)).toMatchObject({ code: Code.FAIL, msg: msg.liveSessionUnknown });
  });

  it('reminds each booker once before the start: a notice, and an SMS to those whose SMS alerts run', async () => {
    const member = await createUser(app, { vip: true });
    await callAs(app, member.token, '/api/subscribe/saveSettings', {
      daily_cap: 10,
      quiet_start: '00:00',
      quiet_end: '00:00',
    });
    const plain = await createUser(app);
    const [next] = (await schedule()).filter((session) => session.status === 'upcoming');
    await book(member.token, next!.id);
    await book(plain.token, next!.id);
    // The session is moved to start in ten minutes: inside the reminder's lead.
    await app.db
      .update(liveSessions)
      .set({ startsAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(liveSessions.id, next!.id));
    await Promise.all([remindBookers(app), remindBookers(app)]);
    await remindBookers(app);
    for (const user of [member.user, plain.user]) {
      const told = await app.db
        .select()
        .from(notices)
        .where(and(eq(notices.userId, user.id), eq(notices.type, 'course_live_reminder')));
      expect(told).toHaveLength(1);
      expect(JSON.stringify(told[0])).toContain(next!.title);
    }
    const sms = (mobile: string) =>
      app.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.event, 'subscription')));
    const memberSms = await sms(member.user.mobile!);
    expect(memberSms).toHaveLength(1);
    expect(memberSms[0]!.content).toContain('直播课开播提醒');
    expect(await sms(plain.user.mobile!)).toHaveLength(0);
  });
});
