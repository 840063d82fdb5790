import type { AdminCourse, AdminCourseFields } from '@vce/contract/admin-courses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import {
  createCourse,
  deleteLesson,
  publishCourse,
  saveChapter,
  saveLesson,
  updateCourseFields,
  uploadLessonVideo,
} from '../learning/course-editing/editing-service';
import { Audited } from './admin-calls';
import { changedFields } from './settings-service';

/** What the audit log keeps of a course: its fields, and its outline as titles and lesson kinds. */
const auditedCourse = ({ chapters, learners: _learners, ...fields }: AdminCourse) => ({
  ...fields,
  outline: chapters.map(
    (chapter) =>
      `${chapter.title}：${chapter.lessons.map((lesson) => `${lesson.title}${lesson.free_preview ? '（试看）' : ''}`).join('、')}`,
  ),
});

const audited = ({ before, after }: { before: AdminCourse; after: AdminCourse }) =>
  new Audited(after, { target: after.id, ...changedFields(auditedCourse(before), auditedCourse(after)) });

export async function create(app: FastifyInstance, input: z.output<typeof AdminCourseFields>) {
  const course = await createCourse(app, input);
  return new Audited(course, { target: course.id, before: null, after: auditedCourse(course) });
}

export const update = async (app: FastifyInstance, id: number, input: z.output<typeof AdminCourseFields>) =>
  audited(await updateCourseFields(app, id, input));

export const publish = async (app: FastifyInstance, id: number, published: boolean) =>
  audited(await publishCourse(app, id, published));

export const chapter = async (app: FastifyInstance, input: { course_id: number; id?: number; title: string }) =>
  audited(await saveChapter(app, { courseId: input.course_id, id: input.id, title: input.title }));

export const lesson = async (
  app: FastifyInstance,
  input: {
    chapter_id: number;
    id?: number;
    title: string;
    kind: 'video' | 'text';
    free_preview: boolean;
    content_html: string;
  },
) =>
  audited(
    await saveLesson(app, {
      chapterId: input.chapter_id,
      id: input.id,
      title: input.title,
      kind: input.kind,
      freePreview: input.free_preview,
      contentHtml: input.content_html,
    }),
  );

export const removeLesson = async (app: FastifyInstance, id: number) => audited(await deleteLesson(app, id));

export async function uploadVideo(app: FastifyInstance, request: FastifyRequest | undefined, uploadedBy: number) {
  if (!request) throw AppError.reject('videoUploadRequired');
  const job = await uploadLessonVideo(app, request, uploadedBy);
  return new Audited(job, {
    target: job.lesson_id,
    before: null,
    after: { video_job: job.id, file_name: job.file_name },
  });
}
