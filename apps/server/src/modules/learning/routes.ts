import type { FastifyInstance } from 'fastify';
import { scheduleLeaderJob } from '../../platform/leader-job';
import { courseRoutes } from './course-routes';
import { courseGoods } from './course-service';
import { findFirstTeacherId } from './course-store';
import { publishDemoMedia } from './demo-media/demo-media-job';
import { drillRoutes } from './drills/drill-routes';
import { subscribeLearningEvents } from './learning-events';
import { liveCourseRoutes, runLiveJobs } from './live/live-routes';
import { mediaRoutes } from './media-routes';
import { patternRoutes } from './patterns/pattern-routes';
import { publishDemoReports } from './reports/demo-report-pdfs';
import { reportRoutes } from './reports/report-routes';
import { sweepUnsavedPdfs } from './reports/report-pdf-upload';
import { reviewRoutes } from './reviews/review-routes';
import { riskRoutes } from './risk/risk-routes';
import { writeDemoStrategyNotes } from './strategy/strategy-notes';
import { strategyRoutes } from './strategy/strategy-routes';
import { scheduleVideoJobs } from './video-jobs/video-job-runner';
import { videoRoutes } from './videos/video-routes';

const strategyNotesCheckMs = 15 * 60_000;

/**
 * Learning: the classroom (courses, lessons and their media, progress, purchases), risk education,
 * research reports, strategy notes, the video columns, K-line pattern lessons and drills, and the demo content they start with.
 */
export async function learningRoutes(app: FastifyInstance) {
  const secret = app.mediaUrlSecret;
  app.cashDesk.registerGoods('course', courseGoods);
  subscribeLearningEvents(app);
  courseRoutes(app, secret);
  reviewRoutes(app);
  liveCourseRoutes(app);
  riskRoutes(app, secret);
  reportRoutes(app, secret);
  strategyRoutes(app);
  videoRoutes(app, secret);
  drillRoutes(app);
  patternRoutes(app);
  mediaRoutes(app, secret);
  scheduleVideoJobs(app);
  startDemoContent(app);
}

/** The demo strategy notes of the trading day and week, signed by the first demo researcher. */
async function writeNotesOfTheDay(app: FastifyInstance) {
  const authorId = await findFirstTeacherId(app.db);
  if (authorId !== null) await writeDemoStrategyNotes(app, authorId);
}

/**
 * Makes the demo content that needs the market or ffmpeg, in the background once the server is up: the
 * day's strategy notes (and each later day's, by a job), the live courses' sessions and replays, then (DEMO_MEDIA=render) the reports' PDFs and the lessons' videos where the
 * storage lacks them. A close stops it and waits for it.
 */
function startDemoContent(app: FastifyInstance) {
  const abort = new AbortController();
  let job: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    job = (async () => {
      await writeNotesOfTheDay(app);
      await runLiveJobs(app);
      if (app.config.DEMO_MEDIA !== 'render') return;
      await publishDemoReports(app);
      await publishDemoMedia(app, abort.signal);
    })().catch((error: unknown) => {
      if (!abort.signal.aborted)
        app.log.warn({ err: error }, 'demo notes, reports or lesson videos were not made (is ffmpeg installed?)');
    });
  });
  app.addHook('onClose', async () => {
    abort.abort();
    await job;
  });
  scheduleLeaderJob(app, {
    name: 'learning.unsaved-report-pdfs',
    intervalMs: 3_600_000,
    run: async () => void (await sweepUnsavedPdfs(app)),
  });
  // A new trading day (and a new week) gets its notes: looked for every quarter hour by one process.
  scheduleLeaderJob(app, {
    name: 'learning.strategy-notes',
    intervalMs: strategyNotesCheckMs,
    run: () => writeNotesOfTheDay(app),
  });
}
