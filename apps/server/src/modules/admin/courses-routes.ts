import type { AdminCall } from '@vce/contract/admin';
import {
  adminCourseChoices,
  createAdminCourse,
  deleteAdminLesson,
  exportAdminCourses,
  lessonVideoLimits,
  listAdminCourses,
  listAdminVideoJobs,
  publishAdminCourse,
  orderAdminCourseOutline,
  saveAdminChapter,
  saveAdminLesson,
  showAdminCourse,
  updateAdminCourse,
  uploadAdminLessonVideo,
} from '@vce/contract/admin-courses';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { CourseScope } from '../learning/course-editing/course-scope-service';
import {
  readChoicesForConsole,
  readCourseForConsole,
  readCoursesForConsole,
  readVideoJobs,
} from '../learning/course-editing/editing-service';
import { type AdminContext, type AdminResult, registerAdminCall } from './admin-calls';
import * as courses from './courses-service';

/** A course call, run within the caller's courses (a teacher reaches only their own). */
function registerCourseCall<C extends AdminCall>(
  app: FastifyInstance,
  call: C,
  handler: (context: AdminContext<C>, scope: CourseScope) => Promise<AdminResult<C>>,
) {
  registerAdminCall(app, call, async (context) =>
    handler(context, await courses.scopeOf(app, context.caller, call.permission.action)),
  );
}

/** 课程管理: courses, chapters, lessons and their videos. */
export async function courseRoutes(app: FastifyInstance) {
  registerCourseCall(app, listAdminCourses, ({ body }, scope) => readCoursesForConsole(app, body, scope));
  registerCourseCall(app, exportAdminCourses, async ({ body }, scope) => courses.exportCourses(app, body, scope));
  registerCourseCall(app, adminCourseChoices, (_context, scope) => readChoicesForConsole(app, scope));
  registerCourseCall(app, showAdminCourse, ({ body }, scope) => readCourseForConsole(app, body.id, scope));
  registerCourseCall(app, createAdminCourse, ({ body }, scope) => courses.create(app, body, scope));
  registerCourseCall(app, updateAdminCourse, ({ body: { id, ...fields } }, scope) =>
    courses.update(app, id, fields, scope),
  );
  registerCourseCall(app, publishAdminCourse, ({ body }, scope) => courses.publish(app, body, scope));
  registerCourseCall(app, saveAdminChapter, ({ body }, scope) => courses.chapter(app, body, scope));
  registerCourseCall(app, orderAdminCourseOutline, ({ body }, scope) => courses.order(app, body, scope));
  registerCourseCall(app, saveAdminLesson, ({ body }, scope) => courses.lesson(app, body, scope));
  registerCourseCall(app, deleteAdminLesson, ({ body }, scope) => courses.removeLesson(app, body.id, scope));
  registerCourseCall(app, listAdminVideoJobs, ({ body }, scope) => readVideoJobs(app, body.ids, scope));
  // A context of its own: multipart's parser and hooks touch only the upload.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: lessonVideoLimits.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 100 },
    });
    registerCourseCall(uploads, uploadAdminLessonVideo, ({ request, caller }, scope) =>
      courses.uploadVideo(app, request, { uploadedBy: caller.userId, scope }),
    );
  });
}
