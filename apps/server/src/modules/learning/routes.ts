import {
  courseDetails,
  courseList,
  getBaseInfo,
  myCourses,
  openLesson as openLessonCall,
  recommendCourseList,
  saveLessonProgress,
} from '@vce/contract/learning';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { registerCall } from '../../platform/calls';
import { courseCards } from './course-cards';
import { courseGoods, describeCourse, openLesson } from './course-service';
import { listClassesWithNewest, listCourses, listRecommended, listTeachers } from './course-store';
import { publishDemoMedia } from './demo-media/demo-media-job';
import { subscribeLearningEvents } from './learning-events';
import { mediaRoutes } from './media-routes';
import { describeMyCourses, saveProgress } from './progress-service';
import { publishDemoReports } from './reports/demo-report-pdfs';
import { reportRoutes } from './reports/report-routes';
import { riskRoutes } from './risk/risk-routes';

/** Learning: the classroom's catalogue, courses, lessons with their media, progress, purchases; risk education; research reports. */
export async function learningRoutes(app: FastifyInstance) {
  // Without a shared key (one process) addresses are signed with one of this start's.
  const secret = app.config.MEDIA_URL_SECRET ?? randomBytes(32).toString('hex');
  app.cashDesk.registerGoods('course', courseGoods);
  subscribeLearningEvents(app);

  registerCall(app, getBaseInfo, async ({ userId }) => {
    const [classes, teachers] = await Promise.all([listClassesWithNewest(app.db, 4), listTeachers(app.db)]);
    const cards = await courseCards(
      app,
      userId,
      classes.flatMap((entry) => entry.newest),
    );
    const cardOf = new Map(cards.map((card) => [card.id, card]));
    return {
      newCourseClassList: classes.map(({ courseClass, courseCount, newest }) => ({
        id: courseClass.id,
        title: courseClass.title,
        intro: courseClass.intro,
        course_count: courseCount,
        courses: newest.map((row) => cardOf.get(row.course.id)!),
      })),
      teacherList: teachers.map(({ teacher, courseCount }) => ({
        id: teacher.id,
        name: teacher.name,
        title: teacher.title,
        avatar: teacher.avatar,
        intro: teacher.intro,
        course_count: courseCount,
      })),
    };
  });

  registerCall(app, recommendCourseList, async ({ userId }) => ({
    courseList: await courseCards(app, userId, await listRecommended(app.db, 8)),
  }));

  registerCall(app, courseList, async ({ body, userId }) => {
    const { rows, total } = await listCourses(app.db, {
      page: body.page,
      limit: body.limit,
      classId: body.class_id,
      teacherId: body.teacher_id,
      level: body.level,
      price: body.price,
      sort: body.sort,
    });
    return { list: await courseCards(app, userId, rows), total };
  });

  registerCall(app, courseDetails, ({ body, userId }) => describeCourse(app, userId, body.id));

  registerCall(app, openLessonCall, ({ body, userId }) => openLesson(app, secret, userId, body.id));

  registerCall(app, saveLessonProgress, ({ body, userId }) =>
    saveProgress({
      app,
      userId,
      lessonId: body.lesson_id,
      position: body.position,
      ranges: body.ranges,
      read: body.read,
    }),
  );

  registerCall(app, myCourses, ({ body, userId }) => describeMyCourses(app, { userId, ...body }));

  riskRoutes(app, secret);
  reportRoutes(app, secret);
  mediaRoutes(app, secret);
  if (app.config.DEMO_MEDIA === 'render') startDemoMedia(app);
}

/** Makes and stores the demo reports' PDFs and lessons' videos in the background once the server is up; a close stops it. */
function startDemoMedia(app: FastifyInstance) {
  const abort = new AbortController();
  let job: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    job = (async () => {
      await publishDemoReports(app);
      await publishDemoMedia(app, abort.signal);
    })().catch((error: unknown) => {
      if (!abort.signal.aborted)
        app.log.warn({ err: error }, 'demo reports or lesson videos were not made (is ffmpeg installed?)');
    });
  });
  app.addHook('onClose', async () => {
    abort.abort();
    await job;
  });
}
