import { type Column, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/learning';
import { liveCourses } from '../../db/schema/learning-live';
import type { Db } from '../../platform/db';

/**
 * What another area may show of a course beside its own rows (a course room's course), and the join
 * that brings it: `.leftJoin(...joinCoursesOn(t.courseId))`. Reading only.
 */
export const courseTitleColumns = { id: courses.id, title: courses.title };

export const joinCoursesOn = (courseIdColumn: Column) => [courses, eq(courses.id, courseIdColumn)] as const;

export async function courseExists(db: Db, courseId: number) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return row !== undefined;
}

/** Whether a live course is held in a room (the room's deletion would leave it nowhere). */
export async function isRoomHoldingLiveCourse(db: Db, roomId: number) {
  const [row] = await db
    .select({ id: liveCourses.id })
    .from(liveCourses)
    .where(eq(liveCourses.roomId, roomId))
    .limit(1);
  return row !== undefined;
}
