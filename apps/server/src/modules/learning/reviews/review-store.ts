import { and, desc, eq, sql } from 'drizzle-orm';
import { courseLearners, courses } from '../../../db/schema/learning';
import { courseReviews } from '../../../db/schema/learning-reviews';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';
import { joinUsersOn, userDisplayColumns } from '../../account/account-reads';

const reviewColumns = { review: courseReviews, user: userDisplayColumns };

export type ReviewRow = {
  review: typeof courseReviews.$inferSelect;
  user: { id: number; nickname: string; avatar: string };
};

export function listReviews(db: Db, input: { courseId: number; page: number; limit: number }) {
  const where = eq(courseReviews.courseId, input.courseId);
  const rows = db
    .select(reviewColumns)
    .from(courseReviews)
    .innerJoin(...joinUsersOn(courseReviews.userId))
    .where(where)
    .orderBy(desc(courseReviews.updatedAt), desc(courseReviews.id))
    .$dynamic();
  return readPage(db, { rows, table: courseReviews, where, page: input });
}

export async function findReview(db: Db, courseId: number, userId: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(courseReviews)
    .innerJoin(...joinUsersOn(courseReviews.userId))
    .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.userId, userId)));
  return row ?? null;
}

export async function isLearner(db: Db, courseId: number, userId: number) {
  const [row] = await db
    .select({ userId: courseLearners.userId })
    .from(courseLearners)
    .where(and(eq(courseLearners.courseId, courseId), eq(courseLearners.userId, userId)));
  return row !== undefined;
}

/**
 * Writes the learner's review, or edits theirs, and moves the course's rating by the difference, in
 * one transaction: the learner's review row is locked first, so two submissions add one rating.
 */
export async function saveReview(tx: Db, input: { courseId: number; userId: number; rating: number; content: string }) {
  const [before] = await tx
    .select({ rating: courseReviews.rating })
    .from(courseReviews)
    .where(and(eq(courseReviews.courseId, input.courseId), eq(courseReviews.userId, input.userId)))
    .for('update');
  if (before) {
    await tx
      .update(courseReviews)
      .set({ rating: input.rating, content: input.content, updatedAt: new Date() })
      .where(and(eq(courseReviews.courseId, input.courseId), eq(courseReviews.userId, input.userId)));
  } else {
    const inserted = await tx
      .insert(courseReviews)
      .values(input)
      .onConflictDoNothing()
      .returning({ id: courseReviews.id });
    // Another submission of the same learner won the insert meanwhile: this one edits it.
    if (inserted.length === 0) return saveReview(tx, input);
  }
  const [course] = await tx
    .update(courses)
    .set({
      ratingSum: sql`${courses.ratingSum} + ${input.rating - (before?.rating ?? 0)}`,
      ratingCount: sql`${courses.ratingCount} + ${before ? 0 : 1}`,
    })
    .where(eq(courses.id, input.courseId))
    .returning({ sum: courses.ratingSum, count: courses.ratingCount });
  return course!;
}

export async function ratingOf(db: Db, courseId: number) {
  const [course] = await db
    .select({ sum: courses.ratingSum, count: courses.ratingCount })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}
