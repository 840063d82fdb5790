import { courseChapters, courseClasses, courseLessons, courses, learningTeachers } from '../db/schema/learning';
import type { Db } from '../platform/db';
import { demoCourseClasses, demoCourses, demoTeachers } from './learning-demo-courses';

/** The classroom's demo teachers, classes and courses with their chapters and lessons (labelled as demo). */
export async function seedLearningCourses(db: Db) {
  const teacherRows = await db
    .insert(learningTeachers)
    .values(demoTeachers.map((teacher, sort) => ({ ...teacher, sort })))
    .returning({ id: learningTeachers.id });
  const classRows = await db
    .insert(courseClasses)
    .values(demoCourseClasses.map((courseClass, sort) => ({ ...courseClass, sort })))
    .returning({ id: courseClasses.id });
  for (const demo of demoCourses) {
    const [course] = await db
      .insert(courses)
      .values({
        classId: classRows[demo.classIndex]!.id,
        teacherId: teacherRows[demo.teacherIndex]!.id,
        title: demo.title,
        cover: `/images/courses/class-${demo.classIndex + 1}.svg`,
        summary: demo.summary,
        introduction: demo.introduction,
        level: demo.level,
        tags: demo.tags,
        priceCents: demo.priceCents,
        vipFree: demo.vipFree ?? false,
        learners: demo.learners,
        ratingSum: demo.ratings[0],
        ratingCount: demo.ratings[1],
        recommend: demo.recommend ?? 0,
        publishedAt: new Date(Date.now() - demo.daysAgo * 86_400_000),
      })
      .returning({ id: courses.id });
    for (const [chapterSort, chapter] of demo.chapters.entries()) {
      const [chapterRow] = await db
        .insert(courseChapters)
        .values({ courseId: course!.id, title: chapter.title, sort: chapterSort })
        .returning({ id: courseChapters.id });
      await db.insert(courseLessons).values(
        chapter.lessons.map((lesson, sort) => ({
          courseId: course!.id,
          chapterId: chapterRow!.id,
          title: lesson.title,
          sort,
          freePreview: lesson.free ?? false,
          ...('clip' in lesson
            ? { kind: 'video', mediaKey: lesson.clip.key, durationSeconds: lesson.clip.seconds }
            : { kind: 'text', contentHtml: lesson.text, durationSeconds: 120 }),
        })),
      );
    }
  }
}
