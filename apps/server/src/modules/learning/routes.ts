import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { courseRoutes } from './course-routes';
import { courseGoods } from './course-service';
import { findFirstTeacherId } from './course-store';
import { publishDemoMedia } from './demo-media/demo-media-job';
import { drillRoutes } from './drills/drill-routes';
import { subscribeLearningEvents } from './learning-events';
import { mediaRoutes } from './media-routes';
import { patternRoutes } from './patterns/pattern-routes';
import { publishDemoReports } from './reports/demo-report-pdfs';
import { reportRoutes } from './reports/report-routes';
import { riskRoutes } from './risk/risk-routes';
import { writeDemoStrategyNotes } from './strategy/strategy-notes';
import { strategyRoutes } from './strategy/strategy-routes';
import { videoRoutes } from './videos/video-routes';

/**
 * Learning: the classroom (courses, lessons and their media, progress, purchases), risk education,
 * research reports, strategy notes, the video columns, K-line pattern lessons and drills, and the demo content they start with.
 */
export async function learningRoutes(app: FastifyInstance) {
  // Without a shared key (one process) addresses are signed with one of this start's.
  const secret = app.config.MEDIA_URL_SECRET ?? randomBytes(32).toString('hex');
  app.cashDesk.registerGoods('course', courseGoods);
  subscribeLearningEvents(app);
  courseRoutes(app, secret);
  riskRoutes(app, secret);
  reportRoutes(app, secret);
  strategyRoutes(app);
  videoRoutes(app, secret);
  drillRoutes(app);
  patternRoutes(app);
  mediaRoutes(app, secret);
  startDemoContent(app);
}

/**
 * Makes the demo content that needs the market or ffmpeg, in the background once the server is up: the
 * day's strategy notes, then (DEMO_MEDIA=render) the reports' PDFs and the lessons' videos where the
 * storage lacks them. A close stops it and waits for it.
 */
function startDemoContent(app: FastifyInstance) {
  const abort = new AbortController();
  let job: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    job = (async () => {
      const authorId = await findFirstTeacherId(app.db);
      if (authorId !== null) await writeDemoStrategyNotes(app, authorId);
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
}
