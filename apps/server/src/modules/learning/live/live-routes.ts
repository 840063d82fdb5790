import { bookLiveSession, liveCourseDetails, liveSchedule, liveSessionDetails } from '@vce/contract/learning-live';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { scheduleLeaderJob } from '../../../platform/leader-job';
import { publishReplays, remindBookers, scheduleWeeklySessions } from './live-jobs';
import { bookSession, describeLiveCourse, describeSchedule, describeSession } from './live-service';

/** How often the live courses' work is looked at: reminders go out within this of their time. */
const liveJobsEveryMs = 30_000;

/** The live courses' upkeep: the coming sessions of weekly courses, reminders to bookers, replays as lessons. */
export async function runLiveJobs(app: FastifyInstance) {
  await scheduleWeeklySessions(app);
  await remindBookers(app);
  await publishReplays(app);
}

/** Live courses: the schedule, a course with its sessions, one session, booking; and their upkeep by one process. */
export function liveCourseRoutes(app: FastifyInstance) {
  registerCall(app, liveSchedule, ({ userId }) => describeSchedule(app, userId));
  registerCall(app, liveCourseDetails, ({ body, userId }) => describeLiveCourse(app, userId, body.id));
  registerCall(app, liveSessionDetails, ({ body, userId }) => describeSession(app, userId, body.id));
  registerCall(app, bookLiveSession, ({ body, userId }) => bookSession(app, userId, body));
  scheduleLeaderJob(app, { name: 'learning.live-courses', intervalMs: liveJobsEveryMs, run: () => runLiveJobs(app) });
}
