import { Code } from '@vce/contract/codes';
import { courseDetails, openLesson } from '@vce/contract/learning';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseOwners, courses } from '../../db/schema/learning';
import { createTestApp, createUser, type TestApp } from '../../test/harness';
import { callAs } from '../../test/money';

let app: TestApp;
beforeAll(async () => {
  // The demo videos are drawn and encoded by ffmpeg (once per machine; later runs take them from the cache).
  app = await createTestApp({ DEMO_MEDIA: 'render', MEDIA_URL_TTL_SECONDS: '60' });
}, 120_000);
afterAll(() => app.close());

const courseNamed = async (title: string) => (await app.db.select().from(courses).where(eq(courses.title, title)))[0]!;
const lessonsOf = async (token: string, id: number) =>
  courseDetails.data
    .parse((await callAs(app, token, '/api/course/details', { id })).data)
    .chapters.flatMap((chapter) => chapter.lessons);

/** Opens a lesson, waiting while its video is still being made on this first start. */
async function open(token: string, id: number) {
  for (let tries = 0; tries < 240; tries++) {
    const answer = await callAs(app, token, '/api/course/lesson', { id });
    if (answer.msg !== msg.lessonMediaPreparing) {
      expect(answer.code, answer.msg).toBe(Code.SUCCESS);
      return openLesson.data.parse(answer.data);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo video was not made in two minutes');
}

const get = (url: string, token = '') => app.inject({ method: 'GET', url, headers: token ? { token } : {} });
const firstAddress = (playlist: string) => playlist.split('\n').find((line) => line && !line.startsWith('#'))!;
/** An address a playlist names, resolved against the playlist's own. */
const resolve = (base: string, relative: string) =>
  new URL(relative, `http://x${base}`).pathname + new URL(relative, `http://x${base}`).search;

describe('lesson video under signed addresses', () => {
  it('plays a free preview to anyone: master playlist, a rendition, its segments, all signed', async () => {
    const course = await courseNamed('均线系统实战：趋势识别与进出场');
    const [preview] = await lessonsOf('', course.id);
    const lesson = await open('', preview!.id);
    expect(lesson.playlist_url).toMatch(/^\/media\/lessons\/demo-[\w-]+\/master\.m3u8\?e=\d+&u=0&s=[\w-]+$/);
    const master = await get(lesson.playlist_url!);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    // Two renditions (the player's 清晰度), each named with the same signature.
    expect(master.body.match(/RESOLUTION=/g)).toHaveLength(2);
    const variantUrl = resolve(lesson.playlist_url!, firstAddress(master.body));
    expect(variantUrl).toMatch(/\/360p\/index\.m3u8\?e=/);
    const variant = await get(variantUrl);
    expect(variant.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const segmentUrl = resolve(variantUrl, firstAddress(variant.body));
    const segment = await get(segmentUrl);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // MPEG-TS packets start with the sync byte 0x47 every 188 bytes.
    expect(segment.rawPayload[0]).toBe(0x47);
    expect(segment.rawPayload[188]).toBe(0x47);
    const part = await app.inject({ method: 'GET', url: segmentUrl, headers: { range: 'bytes=188-375' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(188);
    expect(part.rawPayload[0]).toBe(0x47);
  }, 150_000);

  it('refuses a tampered, expired or path-escaping address', async () => {
    const course = await courseNamed('均线系统实战：趋势识别与进出场');
    const [preview] = await lessonsOf('', course.id);
    const { playlist_url } = await open('', preview!.id);
    const url = new URL(playlist_url!, 'http://x');
    const expires = Number(url.searchParams.get('e'));
    url.searchParams.set('e', String(expires + 3600));
    expect((await get(url.pathname + url.search)).statusCode).toBe(403);
    url.searchParams.set('e', String(Math.floor(Date.now() / 1000) - 10));
    expect((await get(url.pathname + url.search)).statusCode).toBe(403);
    const other = playlist_url!.replace(/demo-[\w-]+\//, 'demo-stop-loss-v1/');
    if (other !== playlist_url) expect((await get(other)).statusCode).toBe(403);
    expect((await get(playlist_url!.replace('master.m3u8', '..%2F..%2Fsecret'))).statusCode).toBe(404);
  }, 150_000);

  it('serves a paid lesson only to its owner with their own token, and resumes where they left off', async () => {
    const course = await courseNamed('均线系统实战：趋势识别与进出场');
    const owner = await createUser(app);
    await app.db.insert(courseOwners).values({ userId: owner.user.id, courseId: course.id, orderNo: 'TEST' });
    const [, paid] = await lessonsOf(owner.token, course.id);
    const lesson = await open(owner.token, paid!.id);
    expect(lesson.playlist_url).toContain(`&u=${owner.user.id}&`);
    expect((await get(lesson.playlist_url!, owner.token)).statusCode).toBe(200);
    // The copied address: without a token, or with another user's, nothing.
    expect((await get(lesson.playlist_url!)).statusCode).toBe(403);
    const other = await createUser(app);
    const refused = await get(lesson.playlist_url!, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('请登录有权观看的账号');

    await callAs(app, owner.token, '/api/course/progress', {
      lesson_id: paid!.id,
      position: 17.4,
      ranges: [[0, 17.4]],
    });
    expect(await open(owner.token, paid!.id)).toMatchObject({
      position: 17.4,
      watched_seconds: 17.4,
      completed: false,
    });
    expect(await open(owner.token, paid!.id)).toMatchObject({ next_lesson_id: expect.any(Number) });
  }, 150_000);
});
