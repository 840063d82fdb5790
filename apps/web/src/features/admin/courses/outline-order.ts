import type { AdminCourse } from '@vce/contract/admin-courses';

/** An outline as the order call takes it: each chapter with its lessons' ids, in order. */
export type OutlineOrder = { id: number; lesson_ids: number[] }[];

const orderOf = (course: AdminCourse): OutlineOrder =>
  course.chapters.map((chapter) => ({ id: chapter.id, lesson_ids: chapter.lessons.map((lesson) => lesson.id) }));

/** The outline with a chapter moved one place up (-1) or down (1). */
export function moveChapter(course: AdminCourse, index: number, step: -1 | 1): OutlineOrder {
  const order = orderOf(course);
  const [chapter] = order.splice(index, 1);
  order.splice(index + step, 0, chapter!);
  return order;
}

/**
 * The outline with a lesson moved one place up (-1) or down (1): past its chapter's first or last
 * place, it goes to the end of the chapter before or the start of the chapter after.
 */
export function moveLesson(course: AdminCourse, chapterIndex: number, lessonIndex: number, step: -1 | 1): OutlineOrder {
  const order = orderOf(course);
  const lessons = order[chapterIndex]!.lesson_ids;
  const [lesson] = lessons.splice(lessonIndex, 1);
  const to = lessonIndex + step;
  if (to >= 0 && to <= lessons.length) lessons.splice(to, 0, lesson!);
  else if (step < 0) order[chapterIndex - 1]!.lesson_ids.push(lesson!);
  else order[chapterIndex + 1]!.lesson_ids.unshift(lesson!);
  return order;
}
