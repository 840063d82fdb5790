import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { courseLevels, coursePriceFilters, courseSorts } from './learning-filters';
import { field, noBody, pagingFields } from './validation';

export const CourseLevel = z.enum(courseLevels);
export type CourseLevel = z.infer<typeof CourseLevel>;
export const CoursePriceFilter = z.enum(coursePriceFilters);
export type CoursePriceFilter = z.infer<typeof CoursePriceFilter>;
export const CourseSort = z.enum(courseSorts);
export type CourseSort = z.infer<typeof CourseSort>;

/**
 * What gives the caller a course now: bought, free to all, or free to them as a member. Null: a guest,
 * or a user who must buy it (or become a member) to watch its lessons beyond the free previews.
 */
export const CourseAccess = z.enum(['bought', 'free', 'vip']).nullable();
export type CourseAccess = z.infer<typeof CourseAccess>;

export const TeacherCard = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  avatar: z.string(),
});

export const CourseCard = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  class_id: z.number().int(),
  level: CourseLevel,
  tags: z.array(z.string()),
  teacher: TeacherCard,
  lesson_count: z.number().int(),
  duration_minutes: z.number().int(),
  /** "199.00" (V券, 元); "0.00" for a free course. */
  price: z.string(),
  vip_free: z.boolean(),
  learners: z.number().int(),
  /** The learners' average, one decimal; 0 before the first review. */
  rating: z.number(),
  rating_count: z.number().int(),
  access: CourseAccess,
  /** Unix seconds. */
  published_at: z.number().int(),
});
export type CourseCard = z.infer<typeof CourseCard>;

export const CourseClass = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  course_count: z.number().int(),
  /** Its newest courses, four at most. */
  courses: z.array(CourseCard),
});

/**
 * The classroom's sections (spec 000 §7: `newCourseClassList`), each with its newest courses, and the
 * teachers for the classroom's "by teacher" row.
 */
export const getBaseInfo = defineCall({
  path: '/api/course/getBaseInfo',
  access: 'public',
  request: noBody,
  data: z.object({
    newCourseClassList: z.array(CourseClass),
    teacherList: z.array(TeacherCard.extend({ intro: z.string(), course_count: z.number().int() })),
  }),
});

/** The recommended courses of the home page and the classroom (spec 000 §7: `data.courseList`), in the operators' order. */
export const recommendCourseList = defineCall({
  path: '/api/course/recommendCourseList',
  access: 'public',
  request: noBody,
  data: z.object({ courseList: z.array(CourseCard) }),
});

/** The course list (/classroomV2/list) with its filters; a filter that is not one of ours is dropped, not refused. */
export const courseList = defineCall({
  path: '/api/course/list',
  access: 'public',
  request: z.object({
    ...pagingFields,
    class_id: field.id('课程分类').optional().catch(undefined),
    teacher_id: field.id('讲师').optional().catch(undefined),
    level: CourseLevel.optional().catch(undefined),
    price: CoursePriceFilter.optional().catch(undefined),
    sort: CourseSort.default('newest').catch('newest'),
  }),
  data: z.object({ list: z.array(CourseCard), total: z.number().int() }),
});

export const LessonKind = z.enum(['video', 'text']);
export type LessonKind = z.infer<typeof LessonKind>;

export const LessonOutline = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: LessonKind,
  duration_seconds: z.number().int(),
  free_preview: z.boolean(),
  /** The caller may not open it: neither a free preview nor theirs. */
  locked: z.boolean(),
  completed: z.boolean(),
  /** Seconds to resume from (0 when never opened). */
  position: z.number(),
});

/** A course's page (/classroomV2/courseDetails?id=): introduction, chapters with their lessons, the teacher, related courses, the caller's progress. */
export const courseDetails = defineCall({
  path: '/api/course/details',
  access: 'public',
  request: z.object({ id: field.id('课程编号') }),
  data: CourseCard.extend({
    introduction: z.string(),
    teacher: TeacherCard.extend({ intro: z.string() }),
    chapters: z.array(z.object({ id: z.number().int(), title: z.string(), lessons: z.array(LessonOutline) })),
    /** Lessons completed of all; the lesson to continue with (null before the first). */
    progress: z.object({
      done: z.number().int(),
      total: z.number().int(),
      last_lesson_id: z.number().int().nullable(),
    }),
    related: z.array(CourseCard),
  }),
});

/**
 * Opens a lesson the caller may watch: a video's playlist under a signed address that expires and
 * works only with the caller's own token, or a text's content, with where they left off. A locked
 * lesson answers the permission tip (buy_course, or buy_vip for a course free to members).
 */
export const openLesson = defineCall({
  path: '/api/course/lesson',
  access: 'public',
  request: z.object({ id: field.id('课时编号') }),
  data: z.object({
    id: z.number().int(),
    course_id: z.number().int(),
    title: z.string(),
    kind: LessonKind,
    duration_seconds: z.number().int(),
    /** The master playlist (renditions) of a video lesson; null for text. */
    playlist_url: z.string().nullable(),
    content_html: z.string().nullable(),
    position: z.number(),
    watched_seconds: z.number(),
    completed: z.boolean(),
    next_lesson_id: z.number().int().nullable(),
  }),
});

/** Seconds of media, from 0 to a day. */
const second = z.number({ error: msg.lessonProgressInvalid }).finite().min(0).max(86_400);

/**
 * Saves where the learner is (at least every 10 s, on pause and on leaving) and the ranges watched
 * since the last save. A lesson completes at 95 % of its length watched — counted from the ranges,
 * not the position — or, for a text, once `read` (its end has been on screen).
 */
export const saveLessonProgress = defineCall({
  path: '/api/course/progress',
  access: 'user',
  request: z.object({
    lesson_id: field.id('课时编号'),
    position: second,
    ranges: z
      .array(z.tuple([second, second]), { error: msg.lessonProgressInvalid })
      .max(200, msg.lessonProgressInvalid)
      .default([]),
    read: z.boolean().default(false),
  }),
  data: z.object({
    position: z.number(),
    watched_seconds: z.number(),
    completed: z.boolean(),
    /** The course's lessons completed of all. */
    course_done: z.number().int(),
    course_total: z.number().int(),
  }),
});

/** The caller's courses (/classroomV2/myCourse, /my/class): bought ones and any they started, last studied first. */
export const myCourses = defineCall({
  path: '/api/course/myCourses',
  access: 'user',
  request: z.object(pagingFields),
  data: z.object({
    list: z.array(
      CourseCard.extend({
        done: z.number().int(),
        total: z.number().int(),
        last_lesson_id: z.number().int().nullable(),
        last_lesson_title: z.string().nullable(),
        /** Unix seconds; null for a bought course not yet opened. */
        studied_at: z.number().int().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});

/** Where media files are served from, under signed addresses (not calls of the envelope): `/media/<kind>/<key>/<file>`. */
export const mediaPrefix = '/media/';
/** Lesson videos (HLS) and report PDFs. */
export const MediaKind = z.enum(['lessons', 'reports']);
export type MediaKind = z.infer<typeof MediaKind>;
