import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/** The classroom's teachers: the card beside a course and the classroom's "by teacher" row. */
export const learningTeachers = pgTable('learning_teachers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** One line under the name: 资深期货分析师 … */
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  avatar: text('avatar').notNull(),
  sort: integer('sort').notNull().default(0),
  /**
   * The site account the teacher signs in with: holding the console's teacher role, they manage the
   * courses of this profile only. Set by the owner with the role.
   */
  userId: integer('user_id')
    .unique('learning_teachers_user')
    .references(() => users.id, { onDelete: 'set null' }),
});

/** Course classes (入门必修, 技术分析 …): the classroom's sections and the footer's `/classroom?type=` links. */
export const courseClasses = pgTable('course_classes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A course. Free when `priceCents` is 0; otherwise sold at the cash desk in V券, and free to members
 * while their membership runs when `vipFree`. `learners` counts accounts that started it or bought it;
 * the rating is kept as a sum and a count so an average never drifts.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => courseClasses.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => learningTeachers.id),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    summary: text('summary').notNull(),
    /** Paragraphs separated by blank lines, plain text. */
    introduction: text('introduction').notNull(),
    /** Contract `CourseLevel`. */
    level: text('level').notNull(),
    tags: text('tags').array().notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    vipFree: boolean('vip_free').notNull().default(false),
    learners: integer('learners').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operators' order of the recommended shelf: higher first, 0 not recommended. */
    recommend: integer('recommend').notNull().default(0),
  },
  (t) => [index('courses_class').on(t.classId, t.publishedAt), index('courses_teacher').on(t.teacherId)],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_chapters_course').on(t.courseId, t.sort)],
);

/**
 * A lesson: a video (its HLS files under `mediaKey` in the media storage, `durationSeconds` long) or
 * a text (`contentHtml`, written by the operators and sanitised when saved). A `freePreview` lesson
 * plays for anyone, the course's other lessons only for those with a right to the course.
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** video | text. */
    kind: text('kind').notNull(),
    mediaKey: text('media_key'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    contentHtml: text('content_html').notNull().default(''),
    freePreview: boolean('free_preview').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_lessons_course').on(t.courseId, t.sort)],
);

/** Bought courses: one row per account and course (the primary key lets one grant through), with its order. */
export const courseOwners = pgTable(
  'course_owners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('course_owners_user').on(t.userId, t.createdAt)],
);

/**
 * Each account's courses: those it bought or opened a lesson of (one row each, the primary key
 * deciding between concurrent first lessons). A new row adds one to the course's `learners`.
 */
export const courseLearners = pgTable(
  'course_learners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('course_learners_user').on(t.userId, t.createdAt)],
);

/**
 * Where a learner is in a lesson: the position to resume from, the ranges actually watched (merged,
 * in seconds) and their total, and when the lesson was completed (95 % watched, or a text read).
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull().default(0),
    watchedRanges: jsonb('watched_ranges').$type<[number, number][]>().notNull().default([]),
    watchedSeconds: real('watched_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_course').on(t.userId, t.courseId, t.updatedAt),
    check('lesson_progress_position', sql`${t.positionSeconds} >= 0`),
  ],
);
