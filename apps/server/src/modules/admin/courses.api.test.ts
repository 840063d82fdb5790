import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { lessonVideoJobs } from '../../db/schema/learning-video-jobs';
import { confirmConsole, createStaff, STAFF_PASSWORD } from '../../test/admin';
import { callAs, createTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
let call: ReturnType<typeof callAs>;
let editor: string;
let moderator: string;
let video: Buffer;

beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
  editor = (await createStaff(app, ['editor'])).token;
  moderator = (await createStaff(app, ['moderator'])).token;
  // A teacher's recording as a phone makes one: 3 seconds of picture and sound.
  const file = path.join(os.tmpdir(), `vce-lesson-${process.pid}.mp4`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '3', '-c:v', 'libx264', '-c:a', 'aac', '-shortest', file],
  ]);
  video = fs.readFileSync(file);
  fs.rmSync(file);
});
afterAll(() => app.close());

const fields = {
  class_id: 1,
  teacher_id: 1,
  title: '螺纹钢季节性交易入门',
  cover: '',
  summary: '从开工旺季看螺纹钢的强弱',
  introduction: '本课程讲解螺纹钢的季节性规律。\n\n演示内容，不构成投资建议。',
  level: 'beginner',
  tags: ['螺纹钢', '季节性'],
  price: '0',
  vip_free: false,
};
const admin = (route: string, body: object, token = editor) => call(`/api/admin/courses/${route}`, token, body);

/** A multipart upload as the console's XMLHttpRequest sends it: `lesson_id` first, then the file. */
function upload(lessonId: number, bytes: Buffer, token = editor) {
  const boundary = '----vceLessonVideo7MA4YWxk';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="lesson_id"\r\n\r\n${lessonId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="第一课.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app
    .inject({
      method: 'POST',
      url: '/api/admin/courses/uploadVideo',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
      payload: body,
    })
    .then((res) => res.json());
}

const searchTitles = async (keyword: string) =>
  ((await call('/api/search/query', '', { keyword, scope: 'course', limit: 20 })).data.groups[0]?.hits ?? []).map(
    (hit: { title: string }) => hit.title,
  );
const auditOf = async (target: number) =>
  app.db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.target, String(target)))
    .orderBy(desc(adminAudit.id));

describe('courses in the console', () => {
  it('an editor makes a draft course with a video lesson: the upload is made into HLS with its progress, and once published a visitor plays it and search finds it', async () => {
    const created = await admin('create', fields);
    expect(created).toMatchObject({ code: Code.SUCCESS, data: { is_published: false, price: '0.00', chapters: [] } });
    const courseId = created.data.id as number;
    expect(created.data.cover).toBe('/images/courses/class-1.svg');
    // A draft: not in the classroom, not found.
    expect((await call('/api/course/details', '', { id: courseId })).msg).toBe(msg.courseUnknown);

    const withChapter = await admin('saveChapter', { course_id: courseId, title: '第一章 认识季节性' });
    const chapterId = withChapter.data.chapters[0].id as number;
    const withLesson = await admin('saveLesson', {
      chapter_id: chapterId,
      title: '开工旺季与库存',
      kind: 'video',
      free_preview: true,
    });
    const lessonId = withLesson.data.chapters[0].lessons[0].id as number;
    expect(withLesson.data.chapters[0].lessons[0]).toMatchObject({ playable: false, video_job: null });
    expect((await admin('publish', { id: courseId, published: true })).msg).toBe(msg.coursePublishEmpty);

    const queued = await upload(lessonId, video);
    expect(queued).toMatchObject({
      code: Code.SUCCESS,
      data: { lesson_id: lessonId, state: 'queued', file_name: '第一课.mp4' },
    });
    // One upload of a lesson at a time.
    expect((await upload(lessonId, video)).msg).toBe(msg.videoUploadBusy);
    await expect
      .poll(async () => (await admin('videoJobs', { ids: [queued.data.id] })).data.list[0].state, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe('ready');
    const shown = await admin('show', { id: courseId });
    expect(shown.data.chapters[0].lessons[0]).toMatchObject({
      playable: true,
      duration_seconds: 3,
      video_job: { state: 'ready', progress: 100 },
    });

    expect(await admin('publish', { id: courseId, published: true })).toMatchObject({
      code: Code.SUCCESS,
      data: { is_published: true },
    });
    const details = await call('/api/course/details', '', { id: courseId });
    expect(details.data.chapters[0].lessons[0]).toMatchObject({ title: '开工旺季与库存', duration_seconds: 3 });
    const lesson = await call('/api/course/lesson', '', { id: lessonId });
    const master = await app.inject({ method: 'GET', url: lesson.data.playlist_url });
    expect(master.statusCode).toBe(200);
    // A 360p upload is not blown up to 720p; its sound is kept (AAC).
    expect(master.body).toContain('360p/index.m3u8');
    expect(master.body).not.toContain('720p');
    expect(master.body).toContain('mp4a');
    await expect.poll(() => searchTitles('螺纹钢季节性'), { timeout: 5_000, interval: 100 }).toContain(fields.title);

    // Back to a draft: gone from the classroom and from search; learners' rows stay.
    await admin('publish', { id: courseId, published: false });
    expect((await call('/api/course/details', '', { id: courseId })).msg).toBe(msg.courseUnknown);
    await expect
      .poll(() => searchTitles('螺纹钢季节性'), { timeout: 5_000, interval: 100 })
      .not.toContain(fields.title);

    const actions = (await auditOf(courseId)).map((row) => row.call);
    expect(actions).toEqual(
      expect.arrayContaining([
        '/api/admin/courses/create',
        '/api/admin/courses/saveChapter',
        '/api/admin/courses/saveLesson',
        '/api/admin/courses/publish',
      ]),
    );
    expect((await auditOf(lessonId))[0]).toMatchObject({ call: '/api/admin/courses/uploadVideo', role: 'editor' });
  }, 90_000);

  it('keeps a text lesson’s HTML safe, edits fields, and keeps a published course playable', async () => {
    const courseId = (await admin('create', { ...fields, title: '套期保值的会计处理', price: '199.5' })).data.id;
    expect((await admin('show', { id: courseId })).data.price).toBe('199.50');
    const chapterId = (await admin('saveChapter', { course_id: courseId, title: '第一章' })).data.chapters[0].id;
    const saved = await admin('saveLesson', {
      chapter_id: chapterId,
      title: '套保比例',
      kind: 'text',
      free_preview: false,
      content_html:
        '<p onclick="steal()">比例<img src="https://evil.example/x.png"><img src="/images/courses/class-1.svg"></p><script>alert(1)</script><a href="https://example.com">外链</a>',
    });
    const lesson = saved.data.chapters[0].lessons[0];
    expect(lesson.content_html).toBe(
      '<p>比例<img src="/images/courses/class-1.svg" /></p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">外链</a>',
    );
    expect(await admin('publish', { id: courseId, published: true })).toMatchObject({ code: Code.SUCCESS });
    // The list as CSV with its filters: the published courses, newest first, this one at the top.
    const exported = await app.inject({
      method: 'POST',
      url: '/api/admin/courses/export',
      headers: { token: editor },
      payload: { status: 'published' },
    });
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('课程ID,标题,分类,老师,价格（V券）,会员免费,状态,课时数,学员数,发布时间');
    expect(lines[1]).toContain(`${courseId},套期保值的会计处理,`);
    expect(lines[1]).toContain(',199.50,否,已发布,1,0,');
    expect(lines.slice(1).every((line) => line.includes(',已发布,'))).toBe(true);
    expect(lines.length).toBe((await admin('list', { status: 'published', limit: 100 })).data.total + 1);
    // Its only lesson cannot go while the course is published, nor become a video without one.
    expect((await admin('deleteLesson', { id: lesson.id })).msg).toBe(msg.courseKeepPlayable);
    expect(
      (
        await admin('saveLesson', {
          chapter_id: chapterId,
          id: lesson.id,
          title: '套保比例',
          kind: 'video',
          free_preview: false,
        })
      ).msg,
    ).toBe(msg.courseKeepPlayable);
    expect((await upload(lesson.id, video)).msg).toBe(msg.lessonNotVideo);

    const updated = await admin('update', {
      ...fields,
      id: courseId,
      title: '套期保值实务',
      vip_free: true,
      price: '99',
    });
    expect(updated.data).toMatchObject({ title: '套期保值实务', vip_free: true, price: '99.00' });
    expect((await auditOf(courseId))[0]).toMatchObject({
      call: '/api/admin/courses/update',
      before: { title: '套期保值的会计处理', price: '199.50', vip_free: false },
      after: { title: '套期保值实务', price: '99.00', vip_free: true },
    });
    const listed = await admin('list', { keyword: '套期保值实务', status: 'published' });
    expect(listed.data.list).toEqual([expect.objectContaining({ id: courseId, lesson_count: 1, is_published: true })]);
  });

  it('refuses bad input and other roles with a clear message, changing nothing', async () => {
    const courseId = (await admin('create', { ...fields, title: '原油跨期价差' })).data.id;
    const chapterId = (await admin('saveChapter', { course_id: courseId, title: '第一章' })).data.chapters[0].id;
    const lessonId = (
      await admin('saveLesson', { chapter_id: chapterId, title: '价差', kind: 'video', free_preview: false })
    ).data.chapters[0].lessons[0].id;
    const before = (await admin('show', { id: courseId })).data;

    expect((await admin('update', { ...fields, id: courseId, price: '12.345' })).msg).toBe(
      '价格格式不正确（如 0、99、199.50）',
    );
    expect((await admin('update', { ...fields, id: courseId, class_id: 999 })).msg).toBe(msg.courseClassUnknown);
    expect((await admin('update', { ...fields, id: courseId, cover: 'https://evil.example/a.png' })).code).toBe(0);
    expect((await admin('saveChapter', { course_id: courseId, id: 999_999, title: '别的' })).msg).toBe(
      msg.adminChapterUnknown,
    );
    expect((await admin('show', { id: 999_999 })).msg).toBe(msg.adminCourseUnknown);
    // A text lesson with nothing left to read once cleaned.
    expect(
      (
        await admin('saveLesson', {
          chapter_id: chapterId,
          title: '空',
          kind: 'text',
          content_html: '<script>x</script>',
        })
      ).msg,
    ).toBe(msg.lessonTextEmpty);
    // Not a video: ffprobe finds no picture in it; no job is kept.
    expect((await upload(lessonId, Buffer.from('这不是视频文件'.repeat(100)))).msg).toBe(msg.videoInvalid);
    expect(await app.db.select().from(lessonVideoJobs).where(eq(lessonVideoJobs.lessonId, lessonId))).toEqual([]);
    // A moderator manages no courses.
    expect((await admin('update', { ...fields, id: courseId, title: '改名' }, moderator)).msg).toBe(msg.adminForbidden);
    expect((await upload(lessonId, video, moderator)).msg).toBe(msg.adminForbidden);
    expect((await admin('show', { id: courseId })).data).toEqual(before);
  });
});

describe("a teacher's own courses", () => {
  it('the owner makes an account a teacher of a profile; the teacher sees, makes and changes only that profile’s courses', async () => {
    const owner = (await createStaff(app, ['owner'])).token;
    const colleague = await createStaff(app, [], { confirmed: false });
    // The teacher role names its profile.
    expect(await call('/api/admin/users/setRoles', owner, { id: colleague.user.id, roles: ['teacher'] })).toMatchObject(
      {
        code: Code.FAIL,
        msg: msg.teacherProfileRequired,
      },
    );
    expect(
      await call('/api/admin/users/setRoles', owner, {
        id: colleague.user.id,
        roles: ['teacher'],
        teacher_id: 999_999,
      }),
    ).toMatchObject({ code: Code.FAIL, msg: msg.courseTeacherUnknown });
    expect((await call('/api/admin/users/show', owner, { id: colleague.user.id })).data).toMatchObject({
      roles: [],
      teacher_id: 0,
    });
    const granted = await call('/api/admin/users/setRoles', owner, {
      id: colleague.user.id,
      roles: ['teacher'],
      teacher_id: 2,
    });
    expect(granted.data).toMatchObject({ roles: ['teacher'], teacher_id: 2 });
    const teacher = colleague.token;
    expect(await confirmConsole(app, teacher, { password: STAFF_PASSWORD })).toMatchObject({ code: Code.SUCCESS });

    const others = (await admin('create', fields)).data.id as number;
    const own = await admin('create', { ...fields, teacher_id: 2, title: '铁矿石港口库存' }, teacher);
    expect(own).toMatchObject({ code: Code.SUCCESS, data: { teacher_id: 2 } });
    expect(await admin('create', fields, teacher)).toMatchObject({ code: Code.FAIL, msg: msg.courseTeacherNotOwn });

    const listed = (await admin('list', { limit: 100 }, teacher)).data;
    expect(listed.list.length).toBeGreaterThan(0);
    expect(listed.list.map((row: { teacher_name: string }) => row.teacher_name)).toEqual(
      listed.list.map(() => listed.list[0].teacher_name),
    );
    expect(listed.list.map((row: { id: number }) => row.id)).toContain(own.data.id);
    expect(listed.list.map((row: { id: number }) => row.id)).not.toContain(others);
    expect((await admin('choices', {}, teacher)).data.teachers.map((choice: { id: number }) => choice.id)).toEqual([2]);

    // Another teacher's course is as unknown, and nothing of it changes.
    const before = (await admin('show', { id: others })).data;
    const chapter = (await admin('saveChapter', { course_id: others, title: '第一章' })).data.chapters[0].id;
    const lesson = (await admin('saveLesson', { chapter_id: chapter, title: '第一课', kind: 'video' })).data.chapters[0]
      .lessons[0].id;
    for (const [route, body] of [
      ['show', { id: others }],
      ['update', { ...fields, id: others, title: '改名' }],
      ['publish', { id: others, published: 1 }],
      ['saveChapter', { course_id: others, title: '第二章' }],
      ['saveLesson', { chapter_id: chapter, title: '第二课', kind: 'text', content_html: '<p>改</p>' }],
      ['deleteLesson', { id: lesson }],
    ] as const)
      expect(await admin(route, body, teacher), route).toMatchObject({ code: Code.FAIL });
    expect(await upload(lesson, video, teacher)).toMatchObject({ code: Code.FAIL, msg: msg.adminLessonUnknown });
    const job = await upload(lesson, video);
    expect((await admin('videoJobs', { ids: [job.data.id] }, teacher)).data.list).toEqual([]);
    expect((await admin('show', { id: others })).data).toMatchObject({ title: before.title, is_published: false });
    expect((await admin('show', { id: others })).data.chapters).toHaveLength(1);

    // Their own course they shape as an editor would.
    const ownChapter = (await admin('saveChapter', { course_id: own.data.id, title: '港口库存' }, teacher)).data
      .chapters[0].id;
    expect(
      await admin(
        'saveLesson',
        { chapter_id: ownChapter, title: '库存怎么看', kind: 'text', content_html: '<p>看港口</p>' },
        teacher,
      ),
    ).toMatchObject({ code: Code.SUCCESS });
    expect(await admin('publish', { id: own.data.id, published: 1 }, teacher)).toMatchObject({
      code: Code.SUCCESS,
      data: { is_published: true },
    });
  });

  it('refuses a teacher whose account is not linked to a profile', async () => {
    const unlinked = (await createStaff(app, ['teacher'])).token;
    expect(await admin('list', {}, unlinked)).toMatchObject({ code: Code.FAIL, msg: msg.teacherProfileMissing });
  });

  it('orders the outline: chapters and lessons in a new order, a lesson into another chapter; a stale outline is refused whole', async () => {
    const courseId = (await admin('create', { ...fields, title: '焦煤的库存周期' })).data.id;
    await admin('saveChapter', { course_id: courseId, title: '第一章 库存' });
    const made = await admin('saveChapter', { course_id: courseId, title: '第二章 价格' });
    const [first, second] = made.data.chapters as { id: number }[];
    for (const title of ['港口库存', '钢厂库存', '期现价差'])
      await admin('saveLesson', { chapter_id: first!.id, title, kind: 'text', content_html: `<p>${title}</p>` });
    const lessons = (await admin('show', { id: courseId })).data.chapters[0].lessons as { id: number; title: string }[];
    const [port, mill, spread] = lessons.map((lesson) => lesson.id);
    const outlineOf = (course: { chapters: { title: string; lessons: { title: string }[] }[] }) =>
      course.chapters.map((chapter) => [chapter.title, chapter.lessons.map((lesson) => lesson.title)]);

    const ordered = await admin('order', {
      course_id: courseId,
      chapters: [
        { id: second!.id, lesson_ids: [spread] },
        { id: first!.id, lesson_ids: [mill, port] },
      ],
    });
    expect(outlineOf(ordered.data)).toEqual([
      ['第二章 价格', ['期现价差']],
      ['第一章 库存', ['钢厂库存', '港口库存']],
    ]);
    expect(outlineOf((await admin('show', { id: courseId })).data)).toEqual(outlineOf(ordered.data));

    // A lesson added meanwhile: an order that leaves it out is refused, and nothing moves.
    await admin('saveLesson', { chapter_id: first!.id, title: '新加课时', kind: 'text', content_html: '<p>新</p>' });
    const before = (await admin('show', { id: courseId })).data;
    expect(
      await admin('order', {
        course_id: courseId,
        chapters: [
          { id: first!.id, lesson_ids: [port, mill] },
          { id: second!.id, lesson_ids: [spread] },
        ],
      }),
    ).toMatchObject({ code: Code.FAIL, msg: msg.courseOutlineStale });
    expect((await admin('show', { id: courseId })).data).toEqual(before);
  });
});
