import { z } from 'zod';
import { defineCall } from './call';
import { field, noBody } from './validation';

/** upcoming: not started; live: between its start and its end; ended: over (a replay may follow). */
export const LiveSessionStatus = z.enum(['upcoming', 'live', 'ended']);
export type LiveSessionStatus = z.infer<typeof LiveSessionStatus>;

/** One session of a live course: when, who, where (the live room), who booked it, and its replay. */
export const LiveSessionCard = z.object({
  id: z.number().int(),
  live_course_id: z.number().int(),
  course_title: z.string(),
  title: z.string(),
  teacher_name: z.string(),
  teacher_avatar: z.string(),
  /** Start, unix seconds. */
  start_time: z.number().int(),
  minutes: z.number().int(),
  status: LiveSessionStatus,
  bookings: z.number().int(),
  /** The caller booked it (false for a guest). */
  booked: z.boolean(),
  /** The live room it is held in: the live area's page. */
  room: z.object({ id: z.number().int(), type: z.number().int(), name: z.string() }).nullable(),
  /** Once it has ended and its recording is published: the lesson that replays it. */
  replay: z.object({ course_id: z.number().int(), lesson_id: z.number().int() }).nullable(),
});
export type LiveSessionCard = z.infer<typeof LiveSessionCard>;

/** 直播课: the sessions of the coming two weeks and the past week, soonest first. */
export const liveSchedule = defineCall({
  path: '/api/course/liveSchedule',
  access: 'public',
  request: noBody,
  data: z.object({ list: z.array(LiveSessionCard) }),
});

/** A live course (/classroomV2/liveCourseDetails?id=): its teacher, what it covers and every session. */
export const liveCourseDetails = defineCall({
  path: '/api/course/liveCourse',
  access: 'public',
  request: z.object({ id: field.id('直播课编号') }),
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    cover: z.string(),
    /** When it is held each week (每周三 20:00), or null for one-off sessions. */
    schedule_text: z.string().nullable(),
    teacher: z.object({ name: z.string(), title: z.string(), intro: z.string(), avatar: z.string() }),
    sessions: z.array(LiveSessionCard),
  }),
});

/** One session (/classroomV2/liveDetails?id=). */
export const liveSessionDetails = defineCall({
  path: '/api/course/liveSession',
  access: 'public',
  request: z.object({ id: field.id('直播编号') }),
  data: LiveSessionCard.extend({ summary: z.string() }),
});

/** Books a session: a notice (and an SMS for SMS subscribers) reminds the booker before it starts. */
export const bookLiveSession = defineCall({
  path: '/api/course/bookLive',
  access: 'user',
  request: z.object({ id: field.id('直播编号'), booked: field.flag('预约').default(true) }),
  data: z.object({ booked: z.boolean(), bookings: z.number().int() }),
});
