import { formatCents } from '@vce/contract/commerce-wallet';
import type { CourseAccess, CourseCard, CourseLevel } from '@vce/contract/learning';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../platform/unix-time';
import { isMember } from '../commerce/vip/membership-service';
import { boughtAmong, type CourseRow, type CourseWithTeacher, lessonTotalsOf, type TeacherRow } from './course-store';

/** What gives a caller a course now (contract `CourseAccess`): bought, free, or free to a running member. */
export function accessTo(course: CourseRow, bought: boolean, member: boolean): CourseAccess {
  if (bought) return 'bought';
  if (course.priceCents === 0) return 'free';
  if (course.vipFree && member) return 'vip';
  return null;
}

/** The caller's access to each course (none for a guest). */
export async function accessOf(app: FastifyInstance, userId: number | null, rows: CourseRow[]) {
  if (userId === null) return new Map<number, CourseAccess>(rows.map((row) => [row.id, null]));
  const [bought, member] = await Promise.all([
    boughtAmong(
      app.db,
      userId,
      rows.map((row) => row.id),
    ),
    isMember(app.db, userId),
  ]);
  return new Map(rows.map((row) => [row.id, accessTo(row, bought.has(row.id), member)]));
}

export const teacherCard = (teacher: TeacherRow) => ({
  id: teacher.id,
  name: teacher.name,
  title: teacher.title,
  avatar: teacher.avatar,
});

/** Courses as their cards show them, with the caller's access, lesson counts and minutes. */
export async function courseCards(
  app: FastifyInstance,
  userId: number | null,
  rows: CourseWithTeacher[],
): Promise<CourseCard[]> {
  const courseRows = rows.map((row) => row.course);
  const [access, totals] = await Promise.all([
    accessOf(app, userId, courseRows),
    lessonTotalsOf(
      app.db,
      courseRows.map((row) => row.id),
    ),
  ]);
  return rows.map(({ course, teacher }) => {
    const total = totals.get(course.id);
    return {
      id: course.id,
      title: course.title,
      cover: course.cover,
      summary: course.summary,
      class_id: course.classId,
      level: course.level as CourseLevel,
      tags: course.tags,
      teacher: teacherCard(teacher),
      lesson_count: total?.lessons ?? 0,
      duration_minutes: Math.round((total?.seconds ?? 0) / 60),
      price: formatCents(course.priceCents),
      vip_free: course.vipFree,
      learners: course.learners,
      rating: averageRating(course.ratingSum, course.ratingCount),
      rating_count: course.ratingCount,
      access: access.get(course.id) ?? null,
      published_at: unixSeconds(course.publishedAt),
    };
  });
}

/** A course's stars to one decimal, 0 before its first rating. */
export const averageRating = (sum: number, count: number) => (count ? Math.round((sum / count) * 10) / 10 : 0);
