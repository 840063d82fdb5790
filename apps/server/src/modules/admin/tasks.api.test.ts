import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';
import { createUser } from '../../test/harness';

const suite = consoleTestApp(['operator']);

type Task = {
  id: number;
  code: string;
  title: string;
  description: string;
  points: number;
  link: string;
  sort: number;
  enabled: boolean;
  claims_today: number;
  claims_total: number;
};
const consoleTasks = async (): Promise<Task[]> =>
  (await suite.call('/api/admin/tasks/list', suite.tokens.operator)).data.list;
const taskOf = async (code: string) => (await consoleTasks()).find((task) => task.code === code)!;
const save = (task: Task, change: Partial<Task>) => {
  const { id, title, description, points, link, sort, enabled } = { ...task, ...change };
  return suite.call('/api/admin/tasks/update', suite.tokens.operator, {
    id,
    title,
    description,
    points,
    link,
    sort,
    enabled,
  });
};
const visitDone = async (token: string) => suite.call('/api/task/finishTask', token, { type: 24, device_info: 'pc' });

describe('任务', () => {
  it('lists every task with the rewards claimed today and ever', async () => {
    const before = await taskOf('daily_visit');
    const { token } = await createUser(suite.app);
    await visitDone(token);
    expect((await suite.call('/api/task/receive', token, { task_id: before.id })).code).toBe(Code.SUCCESS);
    expect(await taskOf('daily_visit')).toMatchObject({
      title: '每日访问',
      points: 2,
      enabled: true,
      claims_today: before.claims_today + 1,
      claims_total: before.claims_total + 1,
    });
  });

  it('gives the new V粒 from the next claim, under the new title; audited', async () => {
    const visit = await taskOf('daily_visit');
    expect(await save(visit, { title: '每日打开网站', points: 4 })).toMatchObject({ code: Code.SUCCESS });
    const { token } = await createUser(suite.app);
    await visitDone(token);
    const listed = (await suite.call('/api/task/taskList', token)).data.list.find(
      (task: { code: string }) => task.code === 'daily_visit',
    );
    expect(listed).toMatchObject({ title: '每日打开网站', points: 4 });
    expect((await suite.call('/api/task/receive', token, { task_id: visit.id })).data).toMatchObject({ points: 4 });
    const [audit] = await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(audit).toMatchObject({
      call: '/api/admin/tasks/update',
      before: { title: '每日访问', points: 2 },
      after: { title: '每日打开网站', points: 4 },
    });
    await save(visit, {});
  });

  it('takes a task off: not listed, its reward refused; put back, both return', async () => {
    const post = await taskOf('community_post');
    await save(post, { enabled: false });
    const { token } = await createUser(suite.app);
    const codes = async () =>
      (await suite.call('/api/task/taskList', token)).data.list.map((task: { code: string }) => task.code);
    expect(await codes()).not.toContain('community_post');
    expect(await suite.call('/api/task/receive', token, { task_id: post.id })).toMatchObject({
      code: Code.FAIL,
      msg: msg.taskUnknown,
    });
    await save(post, { enabled: true });
    expect(await codes()).toContain('community_post');
  });

  it('refuses a link off the site, points out of range and an unknown task, and changes nothing', async () => {
    const visit = await taskOf('daily_visit');
    expect(await save(visit, { link: 'https://evil.example.com' })).toMatchObject({
      msg: expect.stringContaining('去完成的链接须为本站路径'),
    });
    expect(await save(visit, { points: 0 })).toMatchObject({ msg: expect.stringContaining('奖励V粒须为1至10000') });
    expect(await save({ ...visit, id: 99_999 }, {})).toMatchObject({ msg: msg.taskUnknown });
    expect(await taskOf('daily_visit')).toEqual(visit);
  });
});
