import type { AdminCourse, AdminVideoJob, VideoJobState } from '@vce/contract/admin-courses';
import type { CourseLevel } from '@vce/contract/learning';
import { formatCents } from '@vce/contract/commerce-wallet';
import type { courses } from '../../../db/schema/learning';
import { unixSeconds } from '../../../platform/unix-time';
import type { VideoJobRow } from '../video-jobs/video-job-store';
import type { readCourseOutline } from './editing-store';

export const videoJobOf = (job: VideoJobRow): AdminVideoJob => ({
  id: job.id,
  lesson_id: job.lessonId,
  state: job.state as VideoJobState,
  progress: job.progress,
  file_name: job.fileName,
  error: job.error,
  created_at: unixSeconds(job.createdAt),
});

/** A course as the console edits it: its fields and its outline with each lesson's state. */
export const consoleCourseOf = (
  course: typeof courses.$inferSelect,
  outline: Awaited<ReturnType<typeof readCourseOutline>>,
): AdminCourse => ({
  id: course.id,
  class_id: course.classId,
  teacher_id: course.teacherId,
  title: course.title,
  cover: course.cover,
  summary: course.summary,
  introduction: course.introduction,
  level: course.level as CourseLevel,
  tags: course.tags,
  price: formatCents(course.priceCents),
  vip_free: course.vipFree,
  is_published: course.isPublished,
  learners: course.learners,
  chapters: outline.map(({ chapter, lessons }) => ({
    id: chapter.id,
    title: chapter.title,
    lessons: lessons.map(({ lesson, job }) => ({
      id: lesson.id,
      chapter_id: lesson.chapterId,
      title: lesson.title,
      kind: lesson.kind as 'video' | 'text',
      free_preview: lesson.freePreview,
      duration_seconds: lesson.durationSeconds,
      playable: lesson.kind === 'text' || lesson.mediaKey !== null,
      content_html: lesson.kind === 'text' ? lesson.contentHtml : '',
      video_job: job ? videoJobOf(job) : null,
    })),
  })),
});
