import { z } from 'zod';
import { adminPage, csvFile, defineAdminCall } from './admin';
import { siteImage } from './admin-settings';
import { CourseLevel } from './learning';
import { field, noBody, pagingFields } from './validation';

/** A lesson video upload's limits: the file a teacher records (MP4, MOV, MKV, WebM…), at most 2 GB. */
export const lessonVideoLimits = { maxBytes: 2 * 1024 * 1024 * 1024, maxSeconds: 4 * 3600 } as const;

/**
 * Where a lesson's uploaded video stands: waiting for the transcoder, being made into HLS (with its
 * percent), playable, or failed (the reason is told; uploading again starts over).
 */
export const videoJobStates = ['queued', 'transcoding', 'ready', 'failed'] as const;
export type VideoJobState = (typeof videoJobStates)[number];
export const videoJobStateNames: Record<VideoJobState, string> = {
  queued: '排队中',
  transcoding: '转码中',
  ready: '可播放',
  failed: '转码失败',
};

export const AdminVideoJob = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  state: z.enum(videoJobStates),
  /** 0–100. */
  progress: z.number().int(),
  file_name: z.string(),
  /** Why it failed, in Chinese; '' otherwise. */
  error: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type AdminVideoJob = z.infer<typeof AdminVideoJob>;

export const AdminLesson = z.object({
  id: z.number().int(),
  chapter_id: z.number().int(),
  title: z.string(),
  kind: z.enum(['video', 'text']),
  free_preview: z.boolean(),
  duration_seconds: z.number().int(),
  /** Whether learners can open it now: a video with its HLS files, or a text. */
  playable: z.boolean(),
  /** The text lesson's HTML as stored (sanitised); '' for a video. */
  content_html: z.string(),
  /** The newest upload of a video lesson, or null before the first. */
  video_job: AdminVideoJob.nullable(),
});
export type AdminLesson = z.infer<typeof AdminLesson>;

export const AdminCourse = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  teacher_id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  introduction: z.string(),
  level: CourseLevel,
  tags: z.array(z.string()),
  /** "199.00" V券; "0.00" free. */
  price: z.string(),
  vip_free: z.boolean(),
  is_published: z.boolean(),
  learners: z.number().int(),
  chapters: z.array(z.object({ id: z.number().int(), title: z.string(), lessons: z.array(AdminLesson) })),
});
export type AdminCourse = z.infer<typeof AdminCourse>;

export const AdminCourseRow = z.object({
  id: z.number().int(),
  title: z.string(),
  class_title: z.string(),
  teacher_name: z.string(),
  price: z.string(),
  vip_free: z.boolean(),
  is_published: z.boolean(),
  lesson_count: z.number().int(),
  learners: z.number().int(),
  /** Unix seconds: when it was (last) published, or made while a draft. */
  published_at: z.number().int(),
});
export type AdminCourseRow = z.infer<typeof AdminCourseRow>;

const courseId = field.id('课程编号');

const courseFilters = {
  keyword: field.optionalText('关键词', 50),
  status: z.enum(['published', 'draft'], { error: '发布状态不正确' }).optional().describe('发布状态'),
};

/** Courses, drafts among them, newest first: by a word of the title, by published or draft. */
export const listAdminCourses = defineAdminCall({
  path: '/api/admin/courses/list',
  access: 'user',
  permission: { resource: 'courses', action: 'list' },
  request: z.object({
    ...courseFilters,
    ...pagingFields,
    limit: field.int('每页条数').min(1).max(100).default(20),
  }),
  data: adminPage(AdminCourseRow),
});

/** The courses the filters select, newest first, as CSV (EXPORT_ROW_CAP at most). */
export const exportAdminCourses = defineAdminCall({
  path: '/api/admin/courses/export',
  access: 'user',
  permission: { resource: 'courses', action: 'export' },
  request: z.object(courseFilters),
  data: csvFile,
});

/** The classes and teachers a course is filed under (the course form's choices). */
export const adminCourseChoices = defineAdminCall({
  path: '/api/admin/courses/choices',
  access: 'user',
  permission: { resource: 'courses', action: 'list' },
  request: noBody,
  data: z.object({
    classes: z.array(z.object({ id: z.number().int(), title: z.string() })),
    teachers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

export const showAdminCourse = defineAdminCall({
  path: '/api/admin/courses/show',
  access: 'user',
  permission: { resource: 'courses', action: 'show' },
  request: z.object({ id: courseId }),
  data: AdminCourse,
});

/** A course's own fields, as the course form sends them. */
export const AdminCourseFields = z.object({
  class_id: field.id('课程分类'),
  teacher_id: field.id('授课老师'),
  title: field.text('课程名称', 60).pipe(z.string().min(2, '课程名称至少2个字')),
  cover: siteImage('课程封面'),
  summary: field.text('一句话简介', 80).pipe(z.string().min(1, '请填写一句话简介')),
  introduction: field.text('课程介绍', 5000).pipe(z.string().min(1, '请填写课程介绍')),
  level: CourseLevel.describe('难度'),
  tags: z
    .array(field.text('标签', 12).pipe(z.string().min(1)))
    .max(6, '标签最多6个')
    .default([])
    .describe('标签'),
  price: field.yuan('价格', '0、99、199.50'),
  vip_free: field.flag('会员免费'),
});

/** A new course, kept as a draft until it is published. */
export const createAdminCourse = defineAdminCall({
  path: '/api/admin/courses/create',
  access: 'user',
  permission: { resource: 'courses', action: 'create' },
  request: AdminCourseFields,
  data: AdminCourse,
});

export const updateAdminCourse = defineAdminCall({
  path: '/api/admin/courses/update',
  access: 'user',
  permission: { resource: 'courses', action: 'edit' },
  request: AdminCourseFields.extend({ id: courseId }),
  data: AdminCourse,
});

/**
 * Publishes a course (the classroom lists it, search finds it) or takes it back to a draft (its
 * learners keep what they bought and where they were). A course is published with at least one
 * lesson learners can open.
 */
export const publishAdminCourse = defineAdminCall({
  path: '/api/admin/courses/publish',
  access: 'user',
  permission: { resource: 'courses', action: 'edit' },
  request: z.object({ id: courseId, published: field.flag('是否发布') }),
  data: AdminCourse,
});

/** Adds a chapter at the end of the course (no `id`) or renames one. */
export const saveAdminChapter = defineAdminCall({
  path: '/api/admin/courses/saveChapter',
  access: 'user',
  permission: { resource: 'courses', action: 'edit' },
  request: z.object({
    course_id: courseId,
    id: field.id('章节编号').optional(),
    title: field.text('章节名称', 60).pipe(z.string().min(1, '请填写章节名称')),
  }),
  data: AdminCourse,
});

/**
 * Puts the outline in a new order: every chapter of the course in its place, each with every lesson
 * it holds in order (a lesson may move to another chapter). An outline that is not the course's as
 * it stands (a chapter or lesson added or removed meanwhile) is refused whole.
 */
export const orderAdminCourseOutline = defineAdminCall({
  path: '/api/admin/courses/order',
  access: 'user',
  permission: { resource: 'courses', action: 'edit' },
  request: z.object({
    course_id: courseId,
    chapters: z
      .array(
        z.object({
          id: field.id('章节编号'),
          lesson_ids: z.array(field.id('课时编号')).max(500, '每章最多500课时'),
        }),
      )
      .min(1, '课程还没有章节')
      .max(200, '最多200章')
      .describe('课程大纲'),
  }),
  data: AdminCourse,
});

/**
 * Adds a lesson at the end of a chapter (no `id`) or changes one. A video lesson's video is uploaded
 * apart (`uploadAdminLessonVideo`); a text lesson's HTML is sanitised when saved.
 */
export const saveAdminLesson = defineAdminCall({
  path: '/api/admin/courses/saveLesson',
  access: 'user',
  permission: { resource: 'courses', action: 'edit' },
  request: z.object({
    chapter_id: field.id('章节编号'),
    id: field.id('课时编号').optional(),
    title: field.text('课时名称', 60).pipe(z.string().min(1, '请填写课时名称')),
    kind: z.enum(['video', 'text'], { error: '课时类型不正确' }).describe('课时类型'),
    free_preview: field.flag('免费试看').default(false),
    content_html: field.text('图文内容', 50_000).default(''),
  }),
  data: AdminCourse,
});

/** Removes a lesson (learners' progress on it goes with it); a published course keeps at least one playable lesson. */
export const deleteAdminLesson = defineAdminCall({
  path: '/api/admin/courses/deleteLesson',
  access: 'user',
  permission: { resource: 'courses', action: 'edit' },
  request: z.object({ id: field.id('课时编号') }),
  data: AdminCourse,
});

/**
 * A video lesson's video: multipart with the field `lesson_id` first and the file in `file` (the body
 * is not a JSON schema; the server streams the file to disk). Answers the transcoding job it queued;
 * the lesson keeps playing its earlier video until the new one is ready.
 */
export const uploadAdminLessonVideo = defineAdminCall({
  path: '/api/admin/courses/uploadVideo',
  access: 'user',
  permission: { resource: 'courses', action: 'edit' },
  request: noBody,
  data: AdminVideoJob,
});

/** Where uploaded videos stand (the editor asks again while any is queued or transcoding). */
export const listAdminVideoJobs = defineAdminCall({
  path: '/api/admin/courses/videoJobs',
  access: 'user',
  permission: { resource: 'courses', action: 'show' },
  request: z.object({ ids: z.array(field.id('转码任务编号')).min(1).max(50).describe('转码任务') }),
  data: z.object({ list: z.array(AdminVideoJob) }),
});
