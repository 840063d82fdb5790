import { randomUUID } from 'node:crypto';
import { searchCount, useSearch } from '@vce/contract/commerce-quota';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, post, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ QUOTA_BBAS_FREE_DAILY: '3', QUOTA_VIEW_DATA_FREE_DAILY: '2' });
});
afterAll(() => app.close());

const search = async (body: object, token?: string) => {
  const res = await post(app, '/api/quota/useSearch', body, { token });
  expect(res.json().code).toBe(1);
  return useSearch.data.parse(res.json().data);
};

describe('free daily searches', () => {
  it('lets a guest look at three BBAS symbols a day, then asks for the type-1 popup', async () => {
    const uuid = randomUUID();
    expect(await search({ tag: 'bbas', symbol: 'rb', uuid })).toMatchObject({ allowed: true, remaining: 2 });
    expect(await search({ tag: 'bbas', symbol: 'cu', uuid })).toMatchObject({ allowed: true, remaining: 1 });
    expect(await search({ tag: 'bbas', symbol: 'au', uuid })).toMatchObject({ allowed: true, remaining: 0 });
    expect(await search({ tag: 'bbas', symbol: 'ag', uuid })).toMatchObject({
      allowed: false,
      remaining: 0,
      popup_type: 1,
    });
    // A symbol already looked at today stays open.
    expect(await search({ tag: 'bbas', symbol: 'cu', uuid })).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('counts view-data searches apart from BBAS ones, with popup type 2', async () => {
    const uuid = randomUUID();
    await search({ tag: 'bbas', symbol: 'rb', uuid });
    await search({ tag: 'view_data', symbol: 'rb', uuid });
    await search({ tag: 'view_data', symbol: 'i', uuid });
    expect(await search({ tag: 'view_data', symbol: 'j', uuid })).toMatchObject({ allowed: false, popup_type: 2 });
    const left = searchCount.data.parse((await post(app, '/api/quota/searchCount', { uuid })).json().data);
    expect(left.bbas).toEqual({ unlimited: false, limit: 3, remaining: 2, bought: 0 });
    expect(left.view_data).toEqual({ unlimited: false, limit: 2, remaining: 0, bought: 0 });
  });

  it('counts a signed-in non-member by account, whatever visitor id the browser sends', async () => {
    const { token } = await createUser(app);
    await search({ tag: 'view_data', symbol: 'rb', uuid: randomUUID() }, token);
    await search({ tag: 'view_data', symbol: 'cu', uuid: randomUUID() }, token);
    expect(await search({ tag: 'view_data', symbol: 'au', uuid: randomUUID() }, token)).toMatchObject({
      allowed: false,
    });
  });

  it('never limits a member', async () => {
    const { token } = await createUser(app, { vip: true });
    for (const symbol of ['rb', 'cu', 'au', 'ag', 'i']) {
      expect(await search({ tag: 'bbas', symbol }, token)).toMatchObject({ allowed: true, unlimited: true });
    }
  });

  it('holds the limit exactly when many searches arrive at once', async () => {
    const uuid = randomUUID();
    const symbols = ['rb', 'hc', 'i', 'j', 'jm', 'cu', 'al', 'zn', 'ni', 'sn'];
    const answers = await Promise.all(symbols.map((symbol) => search({ tag: 'bbas', symbol, uuid })));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(3);
  });

  it('refuses a guest without a visitor id and an unknown kind, in Chinese', async () => {
    const missing = await post(app, '/api/quota/useSearch', { tag: 'bbas', symbol: 'rb' });
    expect(missing.json()).toMatchObject({ code: 0, msg: '缺少访客标识，请刷新页面后重试' });
    const unknown = await post(app, '/api/quota/useSearch', { tag: 'ai', symbol: 'rb', uuid: randomUUID() });
    expect(unknown.json().code).toBe(0);
    expect(unknown.json().msg).toContain('查询类型');
  });
});
