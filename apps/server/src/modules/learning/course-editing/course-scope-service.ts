import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { learningTeachers } from '../../../db/schema/learning';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';

/**
 * Which courses a console caller may see and change: every course (editors, operators), or the
 * courses of one teacher profile (a teacher: their own). Outside it a course is as unknown.
 */
export interface CourseScope {
  teacherId: number | null;
}
export const everyCourse: CourseScope = { teacherId: null };

export const isInScope = (scope: CourseScope, course: { teacherId: number }) =>
  scope.teacherId === null || course.teacherId === scope.teacherId;

const teacherOfUser = async (db: Db, userId: number) =>
  (await db.select({ id: learningTeachers.id }).from(learningTeachers).where(eq(learningTeachers.userId, userId)))[0]
    ?.id ?? 0;

/** The teacher profile a site account is (0 for none): the user dialog shows it beside the roles. */
export const readTeacherProfileOf = (app: FastifyInstance, userId: number) => teacherOfUser(app.db, userId);

/** A teacher's scope: the courses of the profile their account is; none linked → refused. */
export async function teacherScope(app: FastifyInstance, userId: number): Promise<CourseScope> {
  const teacherId = await teacherOfUser(app.db, userId);
  if (!teacherId) throw AppError.reject('teacherProfileMissing');
  return { teacherId };
}

/**
 * Makes the account the teacher profile's (0: no profile): the profile's earlier account, and the
 * account's earlier profile, are let go in the same transaction.
 */
export async function linkTeacherAccount(app: FastifyInstance, input: { userId: number; teacherId: number }) {
  await inTransaction(app.db, async (tx) => {
    if (input.teacherId) {
      const [teacher] = await tx
        .select({ id: learningTeachers.id })
        .from(learningTeachers)
        .where(eq(learningTeachers.id, input.teacherId))
        .for('update');
      if (!teacher) throw AppError.reject('courseTeacherUnknown');
    }
    await tx.update(learningTeachers).set({ userId: null }).where(eq(learningTeachers.userId, input.userId));
    if (input.teacherId)
      await tx.update(learningTeachers).set({ userId: input.userId }).where(eq(learningTeachers.id, input.teacherId));
  });
}
