import { randomUUID } from 'node:crypto';
import { finishTask } from '@vce/contract/commerce-tasks';
import { addDevice } from '@vce/contract/shell';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskCompletions } from '../../db/schema/commerce-tasks';
import { devices } from '../../db/schema/shell';
import { shanghaiDay } from '../../platform/request-info';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function reportDevice(uuid: string | null, options: { token?: string; userAgent?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/user/addDevice',
    headers: {
      'content-type': 'application/json',
      token: options.token ?? '',
      'user-agent': options.userAgent ?? 'agent-1',
      ...(uuid ? { cookie: `uuid=${uuid}` } : {}),
    },
    payload: '{}',
  });
}

const isShowPackOf = async (res: Awaited<ReturnType<typeof reportDevice>>) => {
  const body = res.json();
  expect(body.code).toBe(1);
  return addDevice.data.parse(body.data).is_show_pack;
};

const deviceRows = (uuid: string) => app.db.select().from(devices).where(eq(devices.uuid, uuid));

describe('/api/user/addDevice', () => {
  it('records a visitor device once and keeps it up to date', async () => {
    const uuid = randomUUID();
    expect(await isShowPackOf(await reportDevice(uuid))).toBe(1);
    const { user, token } = await createUser(app);
    expect(await isShowPackOf(await reportDevice(uuid, { token, userAgent: 'agent-2' }))).toBe(1);
    const rows = await deviceRows(uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, userAgent: 'agent-2' });
  });

  it('keeps the device owner when the user signs out', async () => {
    const uuid = randomUUID();
    const { user, token } = await createUser(app);
    await reportDevice(uuid, { token });
    await reportDevice(uuid);
    expect((await deviceRows(uuid))[0]?.userId).toBe(user.id);
  });

  it('offers the new-user pack to a user of less than seven days only', async () => {
    const { token: newToken } = await createUser(app);
    const { token: oldToken } = await createUser(app, { createdAt: new Date(Date.now() - 8 * 86_400_000) });
    expect(await isShowPackOf(await reportDevice(randomUUID(), { token: newToken }))).toBe(1);
    expect(await isShowPackOf(await reportDevice(randomUUID(), { token: oldToken }))).toBe(0);
  });

  it('answers without a usable uuid cookie and stores nothing', async () => {
    const before = (await app.db.select().from(devices)).length;
    expect(await isShowPackOf(await reportDevice(null))).toBe(1);
    expect(await isShowPackOf(await reportDevice('%E0%A4%A'))).toBe(1);
    expect(await isShowPackOf(await reportDevice('not-a-uuid'))).toBe(1);
    expect(await app.db.select().from(devices)).toHaveLength(before);
  });
});

describe('/api/task/finishTask', () => {
  const doneToday = (userId: number, type: number) =>
    app.db
      .select()
      .from(taskCompletions)
      .where(and(eq(taskCompletions.userId, userId), eq(taskCompletions.type, type)));

  it('records the background task once per day, answering success every time', async () => {
    const { user, token } = await createUser(app);
    for (let i = 0; i < 3; i++) {
      const res = await post(app, '/api/task/finishTask', { type: 24, device_info: 'pc' }, { token });
      expect(res.json().code).toBe(1);
      expect(finishTask.data.parse(res.json().data)).toBeNull();
    }
    const rows = await doneToday(user.id, 24);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: shanghaiDay(), deviceInfo: 'pc' });
  });

  it('records once even when the same task arrives at the same moment', async () => {
    const { user, token } = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(app, '/api/task/finishTask', { type: 24 }, { token })),
    );
    expect(answers.map((res) => res.json().code)).toEqual([1, 1, 1, 1, 1]);
    expect(await doneToday(user.id, 24)).toHaveLength(1);
  });

  it('keeps users apart and refuses a task the server judges itself (a BBAS product opened, type 25)', async () => {
    const first = await createUser(app);
    const second = await createUser(app);
    await post(app, '/api/task/finishTask', { type: 24 }, { token: first.token });
    const claimed = await post(app, '/api/task/finishTask', { type: 25 }, { token: first.token });
    expect(claimed.json()).toMatchObject({ code: 0, msg: '任务类型不正确' });
    await post(app, '/api/task/finishTask', { type: 24 }, { token: second.token });
    expect(await doneToday(first.user.id, 24)).toHaveLength(1);
    expect(await doneToday(first.user.id, 25)).toHaveLength(0);
    expect(await doneToday(second.user.id, 24)).toHaveLength(1);
  });
});
