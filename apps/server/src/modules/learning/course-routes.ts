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
import { registerCall } from '../../platform/calls';
import { courseCards } from './course-cards';
import { describeCourse, openLesson } from './course-service';
import { listClassesWithNewest, listCourses, listRecommended, listTeachers } from './course-store';
import { describeMyCourses, saveProgress } from './progress-service';

/** The classroom's calls: the catalogue, a course, a lesson to play, progress, the caller's courses. */
export function courseRoutes(app: FastifyInstance, mediaSecret: string) {
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

  registerCall(app, openLessonCall, ({ body, userId }) => openLesson(app, mediaSecret, userId, body.id));

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
}
