import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field, pagingFields } from './validation';

export const CourseReview = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  rating: z.number().int(),
  content: z.string(),
  /** When it was written or last edited, unix seconds. */
  update_time: z.number().int(),
});
export type CourseReview = z.infer<typeof CourseReview>;

const courseId = field.id('课程编号');

/** A course's reviews, newest first, with its rating and the caller's own review and right to write one. */
export const courseReviews = defineCall({
  path: '/api/course/reviews',
  access: 'public',
  request: z.object({ course_id: courseId, ...pagingFields }),
  data: z.object({
    list: z.array(CourseReview),
    total: z.number().int(),
    rating: z.number(),
    rating_count: z.number().int(),
    mine: CourseReview.nullable(),
    /** The caller bought or started the course: learners review it. */
    can_review: z.boolean(),
  }),
});

/** Writes the caller's review of a course they learn, or edits the one they wrote. */
export const reviewCourse = defineCall({
  path: '/api/course/review',
  access: 'user',
  request: z.object({
    course_id: courseId,
    rating: z
      .number({ error: msg.reviewRatingInvalid })
      .int(msg.reviewRatingInvalid)
      .min(1, msg.reviewRatingInvalid)
      .max(5, msg.reviewRatingInvalid),
    content: field.text('评价内容', 500).trim().min(5, msg.reviewTooShort),
  }),
  data: z.object({ review: CourseReview, rating: z.number(), rating_count: z.number().int() }),
});
