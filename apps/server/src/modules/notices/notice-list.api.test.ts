import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createUser, createTestApp, type TestApp } from '../../test/harness';
import { sendNotice } from './notice-service';

let app: TestApp;
let call: ReturnType<typeof callAs>;
beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
});
afterAll(() => app.close());

const notify = (userId: number, content: string, link?: string) =>
  sendNotice({
    app,
    message: { type: 'community_reply', user_id: userId, message_type: 'case', content: { content } },
    link,
  });

describe('the bell’s notices', () => {
  it('lists the caller’s notices newest first with where each leads, and marks one or all read — only their own', async () => {
    const reader = await createUser(app);
    const other = await createUser(app);
    await notify(reader.user.id, '第一条');
    await notify(reader.user.id, '螺纹老陈回复了你', '/qiyouCommunityV2/infoDetails?id=7');
    const theirs = await notify(other.user.id, '别人的');
    const list = await call('/api/notice/list', reader.token, { page: 1, limit: 10 });
    expect(list.data).toMatchObject({ total: 2, unread: 2 });
    expect(list.data.list.map((item: { content: string }) => item.content)).toEqual(['螺纹老陈回复了你', '第一条']);
    expect(list.data.list[0]).toMatchObject({ link: '/qiyouCommunityV2/infoDetails?id=7', is_read: false });

    // Another user's notice id changes nothing of theirs.
    expect((await call('/api/notice/read', reader.token, { id: theirs })).data).toEqual({ unread: 2 });
    expect((await call('/api/notice/list', other.token, {})).data.unread).toBe(1);
    expect((await call('/api/notice/read', reader.token, { id: list.data.list[0].id })).data).toEqual({ unread: 1 });
    expect((await call('/api/notice/read', reader.token, {})).data).toEqual({ unread: 0 });
    expect(
      (await call('/api/notice/list', reader.token, {})).data.list.every((item: { is_read: boolean }) => item.is_read),
    ).toBe(true);
    expect((await call('/api/notice/unreadCount', reader.token)).data.count).toBe(0);
  });

  it('pages, and refuses a bad id with a clear message', async () => {
    const reader = await createUser(app);
    for (let i = 0; i < 3; i++) await notify(reader.user.id, `通知${i}`);
    const second = await call('/api/notice/list', reader.token, { page: 2, limit: 2 });
    expect(second.data.list.map((item: { content: string }) => item.content)).toEqual(['通知0']);
    expect(await call('/api/notice/read', reader.token, { id: 'x' })).toMatchObject({
      code: 0,
      msg: '消息编号格式不正确',
    });
  });
});
