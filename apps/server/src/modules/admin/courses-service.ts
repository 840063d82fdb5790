import { type AdminAction, EXPORT_ROW_CAP } from '@vce/contract/admin';
import type { AdminCourse, AdminCourseFields, AdminCourseRow } from '@vce/contract/admin-courses';
import { beijingDate } from '@vce/market-core/calendar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import {
  createCourse,
  deleteLesson,
  publishCourse,
  orderOutline,
  saveChapter,
  saveLesson,
  streamCoursesForConsole,
  updateCourseFields,
  uploadLessonVideo,
} from '../learning/course-editing/editing-service';
import { type CourseScope, everyCourse, teacherScope } from '../learning/course-editing/course-scope-service';
import { Audited } from './admin-calls';
import { allows } from './permissions';
import type { ConsoleCaller } from './session-service';
import { type CsvColumn, csvDownload, csvTime } from './csv-export';
import { changedFields } from './settings-service';

/**
 * The courses a caller reaches with an action: all of them when a role other than teacher grants
 * it, otherwise (the teacher role) their own profile's.
 */
export const scopeOf = (app: FastifyInstance, caller: ConsoleCaller, action: AdminAction): Promise<CourseScope> =>
  allows(
    caller.roles.filter((role) => role !== 'teacher'),
    'courses',
    action,
  )
    ? Promise.resolve(everyCourse)
    : teacherScope(app, caller.userId);

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

export async function create(app: FastifyInstance, input: z.output<typeof AdminCourseFields>, scope: CourseScope) {
  const course = await createCourse(app, input, scope);
  return new Audited(course, { target: course.id, before: null, after: auditedCourse(course) });
}

export const update = async (
  app: FastifyInstance,
  id: number,
  input: z.output<typeof AdminCourseFields>,
  scope: CourseScope,
) => audited(await updateCourseFields(app, id, input, scope));

export const publish = async (app: FastifyInstance, input: { id: number; published: boolean }, scope: CourseScope) =>
  audited(await publishCourse(app, input.id, input.published, scope));

export const chapter = async (
  app: FastifyInstance,
  input: { course_id: number; id?: number; title: string },
  scope: CourseScope,
) => audited(await saveChapter(app, { courseId: input.course_id, id: input.id, title: input.title }, scope));

export const order = async (
  app: FastifyInstance,
  input: { course_id: number; chapters: { id: number; lesson_ids: number[] }[] },
  scope: CourseScope,
) =>
  audited(
    await orderOutline(
      app,
      {
        courseId: input.course_id,
        chapters: input.chapters.map((chapter) => ({ id: chapter.id, lessonIds: chapter.lesson_ids })),
      },
      scope,
    ),
  );

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
  scope: CourseScope,
) =>
  audited(
    await saveLesson(
      app,
      {
        chapterId: input.chapter_id,
        id: input.id,
        title: input.title,
        kind: input.kind,
        freePreview: input.free_preview,
        contentHtml: input.content_html,
      },
      scope,
    ),
  );

export const removeLesson = async (app: FastifyInstance, id: number, scope: CourseScope) =>
  audited(await deleteLesson(app, id, scope));

export async function uploadVideo(
  app: FastifyInstance,
  request: FastifyRequest | undefined,
  upload: { uploadedBy: number; scope: CourseScope },
) {
  if (!request) throw AppError.reject('videoUploadRequired');
  const job = await uploadLessonVideo(app, request, upload);
  return new Audited(job, {
    target: job.lesson_id,
    before: null,
    after: { video_job: job.id, file_name: job.file_name },
  });
}

const courseColumns: CsvColumn<AdminCourseRow>[] = [
  { header: '课程ID', value: (course) => course.id },
  { header: '标题', value: (course) => course.title },
  { header: '分类', value: (course) => course.class_title },
  { header: '老师', value: (course) => course.teacher_name },
  { header: '价格（V券）', value: (course) => course.price },
  { header: '会员免费', value: (course) => (course.vip_free ? '是' : '否') },
  { header: '状态', value: (course) => (course.is_published ? '已发布' : '草稿') },
  { header: '课时数', value: (course) => course.lesson_count },
  { header: '学员数', value: (course) => course.learners },
  { header: '发布时间', value: (course) => csvTime(new Date(course.published_at * 1000)) },
];

/** The courses the filters select, in the list's order, as CSV of EXPORT_ROW_CAP rows at most. */
export const exportCourses = (
  app: FastifyInstance,
  filter: { keyword?: string; status?: 'published' | 'draft' },
  scope: CourseScope,
) =>
  csvDownload(
    `课程_${beijingDate(Date.now())}.csv`,
    courseColumns,
    streamCoursesForConsole(app, { filter, scope, cap: EXPORT_ROW_CAP }),
  );
