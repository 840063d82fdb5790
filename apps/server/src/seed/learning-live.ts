import { asc } from 'drizzle-orm';
import { courseClasses, courses, learningTeachers } from '../db/schema/learning';
import { liveCourses, liveSessions } from '../db/schema/learning-live';
import { liveRooms } from '../db/schema/live';
import { demoClips } from '../modules/learning/demo-media/demo-clips';
import type { Db } from '../platform/db';

const dayMs = 86_400_000;
const beijingOffsetMs = 8 * 3_600_000;

/** Beijing `time` (HH:mm) of the day `daysFromToday` away. */
function beijingAt(now: Date, daysFromToday: number, time: string) {
  const [hours, minutes] = time.split(':').map(Number);
  const today = Math.floor((now.getTime() + beijingOffsetMs) / dayMs);
  return new Date((today + daysFromToday) * dayMs + (hours! * 60 + minutes!) * 60_000 - beijingOffsetMs);
}

/** Demo live courses (weekly ones and a one-off), each with a free replay course; written for this product. */
const demoLiveCourses = [
  {
    title: '夜盘前瞻：开盘前把主力品种过一遍',
    summary:
      '每周三晚夜盘开盘前，梳理黑色、有色、能化主力合约的日内结构、关键价位与隔夜外盘变化，给出当晚需要留意的情形。（演示直播课，行情为vce模拟数据）',
    teacherIndex: 0,
    classTitle: '交易策略',
    roomName: '夜盘复盘直播间',
    weekday: 3,
    startsAt: '20:00',
    minutes: 50,
    past: [
      { daysAgo: 7, title: '螺纹与铁矿：库存拐点后的夜盘节奏', clip: demoClips.klineBasics },
      { daysAgo: 14, title: '沪铜突破前高，追还是等回踩', clip: demoClips.trendAverages },
    ],
  },
  {
    title: 'K线形态实战直播：周末复盘',
    summary:
      '每周六上午复盘一周走势：本周出现的吞没、锤子线、放量突破，哪些走出来了、哪些失败了，失败时止损放在哪里。（演示直播课，行情为vce模拟数据）',
    teacherIndex: 1,
    classTitle: '技术分析',
    roomName: '早盘策略直播间',
    weekday: 6,
    startsAt: '10:00',
    minutes: 60,
    past: [{ daysAgo: 3, title: '放量突破的真与假：本周三个例子', clip: demoClips.volumePrice }],
  },
  {
    title: '2027年行情展望：黑色系与有色金属',
    summary:
      '年度展望专场：从产能、库存与宏观周期看黑色系与有色金属的大方向，以及不同情形下的仓位与止损计划。（演示直播课，不构成投资建议）',
    teacherIndex: 2,
    classTitle: '品种研究',
    roomName: '机构研究员直播间',
    weekday: null,
    startsAt: null,
    minutes: 90,
    oneOff: { daysAhead: 5, time: '19:30' },
    past: [],
  },
];

/** The live courses with their past sessions (recorded: their replays are published on start) and a one-off ahead. */
export async function seedLiveCourses(db: Db, now = new Date()) {
  const teachers = await db
    .select({ id: learningTeachers.id })
    .from(learningTeachers)
    .orderBy(asc(learningTeachers.sort));
  const rooms = await db.select({ id: liveRooms.id, name: liveRooms.name }).from(liveRooms);
  const classes = await db
    .select({ id: courseClasses.id, title: courseClasses.title })
    .from(courseClasses)
    .orderBy(asc(courseClasses.sort));
  if (classes.length === 0 || teachers.length === 0) return;
  for (const [sort, demo] of demoLiveCourses.entries()) {
    const teacherId = teachers[demo.teacherIndex % teachers.length]!.id;
    const [replayCourse] = await db
      .insert(courses)
      .values({
        classId: (classes.find((courseClass) => courseClass.title === demo.classTitle) ?? classes[0]!).id,
        teacherId,
        title: `直播回放：${demo.title}`,
        cover: '/images/courses/class-3.svg',
        summary: `「${demo.title}」每场直播的回放，结束后自动上架，免费观看。`,
        introduction: demo.summary,
        level: 'beginner',
        tags: ['直播回放'],
        priceCents: 0,
        publishedAt: now,
      })
      .returning({ id: courses.id });
    const [course] = await db
      .insert(liveCourses)
      .values({
        title: demo.title,
        summary: demo.summary,
        cover: '/images/courses/class-3.svg',
        teacherId,
        roomId: rooms.find((room) => room.name === demo.roomName)?.id ?? null,
        weekday: demo.weekday,
        startsAt: demo.startsAt,
        minutes: demo.minutes,
        replayCourseId: replayCourse!.id,
        sort,
      })
      .returning({ id: liveCourses.id });
    const sessions: (typeof liveSessions.$inferInsert)[] = demo.past.map((past) => ({
      liveCourseId: course!.id,
      title: past.title,
      startsAt: beijingAt(now, -past.daysAgo, demo.startsAt ?? '20:00'),
      minutes: demo.minutes,
      recordingKey: past.clip.key,
      recordingSeconds: past.clip.seconds,
    }));
    if (demo.oneOff)
      sessions.push({
        liveCourseId: course!.id,
        title: demo.title,
        startsAt: beijingAt(now, demo.oneOff.daysAhead, demo.oneOff.time),
        minutes: demo.minutes,
      });
    if (sessions.length) await db.insert(liveSessions).values(sessions);
  }
}
