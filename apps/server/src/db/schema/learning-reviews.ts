import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { courses } from './learning';

/**
 * Learners' reviews of a course: one per learner and course (written again, it is edited), a rating
 * of 1–5 stars and a few words. The course's rating sum and count move with them.
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    /** Plain text: shown as text, never as HTML. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_reviews_learner').on(t.courseId, t.userId),
    index('course_reviews_course').on(t.courseId, t.updatedAt),
    check('course_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);
