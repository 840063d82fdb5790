import { Code } from '@vce/contract/codes';
import { taskList } from '@vce/contract/commerce-tasks';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, post, type TestApp } from '../../../test/harness';
import { givePayPassword, ledgerCheck } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
const tasksOf = async (token: string) => taskList.data.parse((await call('/api/task/taskList', token)).data).list;
const taskCalled = async (token: string, code: string) => (await tasksOf(token)).find((task) => task.code === code)!;

describe('tasks', () => {
  it('lists daily tasks first, then once-only ones, none done for a new account', async () => {
    const { token } = await createUser(app);
    const list = await tasksOf(token);
    expect(list.map((task) => task.code)).toEqual([
      'daily_visit',
      'sign_in',
      'bbas_detail',
      'ask_assistant',
      'community_post',
      'complete_profile',
      'bind_wechat',
      'set_pay_password',
    ]);
    expect(list.every((task) => !task.done && !task.received)).toBe(true);
  });

  it('grants a done daily task once a day, even when claimed many times at once', async () => {
    const { user, token } = await createUser(app);
    await call('/api/task/finishTask', token, { type: 24, device_info: 'pc' });
    const visit = await taskCalled(token, 'daily_visit');
    expect(visit).toMatchObject({ done: true, received: false, points: 2 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('/api/task/receive', token, { task_id: visit.id })),
    );
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === msg.taskReceived)).toHaveLength(7);
    expect(answers.find((answer) => answer.code === Code.SUCCESS)).toMatchObject({
      msg: msg.taskRewardReceived,
      data: { points: 2, money: 2 },
    });
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 2, sum: 2, last: 2 });
    expect(await taskCalled(token, 'daily_visit')).toMatchObject({ done: true, received: true });
  });

  it('knows what was done elsewhere: signing in, opening a BBAS product, setting a pay password', async () => {
    const { token } = await createUser(app);
    await call('/api/lottery_draw/sign', token);
    await call('/api/quota/useSearch', token, { tag: 'bbas', symbol: 'rb' });
    await givePayPassword(app, token);
    const list = await tasksOf(token);
    const doneCodes = list.filter((task) => task.done).map((task) => task.code);
    expect(doneCodes).toEqual(['sign_in', 'bbas_detail', 'set_pay_password']);
    const payPassword = list.find((task) => task.code === 'set_pay_password')!;
    expect(await call('/api/task/receive', token, { task_id: payPassword.id })).toMatchObject({
      code: Code.SUCCESS,
      data: { points: 10 },
    });
    // A once-only task stays claimed.
    expect(await call('/api/task/receive', token, { task_id: payPassword.id })).toMatchObject({
      code: 0,
      msg: msg.taskReceived,
    });
  });

  it('refuses a task not done, an unknown task and a guest, changing nothing', async () => {
    const { user, token } = await createUser(app);
    const profile = await taskCalled(token, 'complete_profile');
    expect(await call('/api/task/receive', token, { task_id: profile.id })).toMatchObject({
      code: 0,
      msg: msg.taskNotDone,
    });
    expect(await call('/api/task/receive', token, { task_id: 99_999 })).toMatchObject({
      code: 0,
      msg: msg.taskUnknown,
    });
    expect((await call('/api/task/receive', token, { task_id: 'x' })).code).toBe(0);
    expect((await call('/api/task/taskList', '')).code).toBe(Code.NEED_LOGIN);
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 0, sum: 0, last: null });
  });
});
