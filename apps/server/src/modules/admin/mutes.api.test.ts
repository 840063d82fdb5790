import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { liveRooms } from '../../db/schema/live';
import { circlePosts } from '../../db/schema/live-circle';
import { createStaff } from '../../test/admin';
import { callAs, createTestApp, createUser, type TestApp } from '../../test/harness';

let app: TestApp;
let call: ReturnType<typeof callAs>;
let moderator: Awaited<ReturnType<typeof createStaff>>;
let roomId: number;
let circlePostId: number;

beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
  moderator = await createStaff(app, ['moderator']);
  const [room] = await app.db.insert(liveRooms).values({ name: '禁言测试直播间', liveStatus: 1 }).returning();
  roomId = room!.id;
  const teacher = await createUser(app);
  const [post] = await app.db
    .insert(circlePosts)
    .values({ userId: teacher.user.id, kind: 'note', content: '今晚复盘螺纹' })
    .returning();
  circlePostId = post!.id;
});
afterAll(() => app.close());

const say = (token: string) => call('/api/chat/send', token, { room_id: roomId, content: '螺纹今天怎么看' });
const comment = (token: string) => call('/api/circle/comment', token, { post_id: circlePostId, content: '学习了' });
const admin = (route: string, body: object, token = moderator.token) => call(`/api/admin/mutes/${route}`, token, body);

describe('禁言', () => {
  it('a moderator mutes a trader: every room’s chat and the circle refuse them, saying for how long, until the mute is lifted', async () => {
    const trader = await createUser(app, { createdAt: new Date(Date.now() - 5 * 86_400_000) });
    expect((await say(trader.token)).code).toBe(Code.SUCCESS);

    const muted = await admin('add', { user_id: trader.user.id, hours: 24, reason: '直播间刷屏引流' });
    expect(muted).toMatchObject({
      code: Code.SUCCESS,
      data: { user: { id: trader.user.id }, reason: '直播间刷屏引流', by: { id: moderator.user.id } },
    });
    const refusal = msg.liveMuted.replace('{time}', '1天');
    expect(await say(trader.token)).toMatchObject({ code: Code.FAIL, msg: refusal });
    expect(await comment(trader.token)).toMatchObject({ code: Code.FAIL, msg: refusal });
    expect((await admin('list', {})).data.list[0]).toMatchObject({ user: { id: trader.user.id } });
    const [audit] = await app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.call, '/api/admin/mutes/add'))
      .orderBy(desc(adminAudit.id));
    expect(audit).toMatchObject({ role: 'moderator', target: String(trader.user.id), before: null });

    // A longer one replaces it.
    await admin('add', { user_id: trader.user.id, hours: 168, reason: '再次刷屏' });
    expect(await say(trader.token)).toMatchObject({ msg: msg.liveMuted.replace('{time}', '7天') });
    expect(
      (await admin('list', {})).data.list.filter((row: { user: { id: number } }) => row.user.id === trader.user.id),
    ).toHaveLength(1);

    expect(await admin('lift', { user_id: trader.user.id })).toMatchObject({ code: Code.SUCCESS });
    expect((await say(trader.token)).code).toBe(Code.SUCCESS);
    expect((await comment(trader.token)).code).toBe(Code.SUCCESS);
    expect((await admin('list', {})).data.list.map((row: { user: { id: number } }) => row.user.id)).not.toContain(
      trader.user.id,
    );
  });

  it('exports the running mutes as CSV, the newest first, every batch of them, and audits the export', async () => {
    const traders = await Promise.all(Array.from({ length: 3 }, () => createUser(app)));
    for (const [index, trader] of traders.entries())
      await admin('add', { user_id: trader.user.id, hours: 24, reason: `=刷屏第${index + 1}次` });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/mutes/export',
      headers: { token: moderator.token },
      payload: {},
    });
    expect(response.headers['content-type']).toContain('text/csv');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(/禁言_\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = parse(response.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(['用户ID', '昵称', '禁言至', '原因', '操作人ID', '操作人', '禁言时间']);
    // The newest first; a reason starting like a formula stays text.
    expect(rows.slice(0, 3).map((row) => [row[0], row[3]])).toEqual([
      [String(traders[2]!.user.id), "'=刷屏第3次"],
      [String(traders[1]!.user.id), "'=刷屏第2次"],
      [String(traders[0]!.user.id), "'=刷屏第1次"],
    ]);
    expect(rows.every((row) => row[4] === String(moderator.user.id))).toBe(true);
    const [audit] = await app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.call, '/api/admin/mutes/export'))
      .orderBy(desc(adminAudit.id));
    expect(audit).toMatchObject({ role: 'moderator', action: 'export' });
  });

  it('refuses an unknown user, a length not offered, no reason, lifting no mute and a role without moderation', async () => {
    const trader = await createUser(app);
    for (const [body, message] of [
      [{ user_id: 999_999, hours: 1, reason: '广告' }, msg.adminUserUnknown],
      [{ user_id: trader.user.id, hours: 5, reason: '广告' }, '禁言时长不正确'],
      [{ user_id: trader.user.id, hours: 1, reason: ' ' }, '请填写禁言原因'],
    ] as const)
      expect(await admin('add', body)).toMatchObject({ code: Code.FAIL, msg: message });
    expect(await admin('lift', { user_id: trader.user.id })).toMatchObject({ code: Code.FAIL, msg: msg.muteNone });
    const finance = (await createStaff(app, ['finance'])).token;
    expect(await admin('add', { user_id: trader.user.id, hours: 1, reason: '广告' }, finance)).toMatchObject({
      msg: msg.adminForbidden,
    });
    expect((await admin('list', {})).data.list.map((row: { user: { id: number } }) => row.user.id)).not.toContain(
      trader.user.id,
    );
  });
});
