import { randomUUID } from 'node:crypto';
import { exchangeSearchCount } from '@vce/contract/commerce-quota-exchange';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipMemberships } from '../../../db/schema/commerce-vip';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs, createUserWithVli, ledgerCheck } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ QUOTA_BBAS_FREE_DAILY: '1' });
});
afterAll(() => app.close());

describe('the exchange rule', () => {
  it("answers the caller's V粒 and the price of one use of each kind", async () => {
    const { token } = await createUserWithVli(app, 37);
    expect(await callAs(app, token, '/api/finance/exchangeRule')).toMatchObject({
      code: 1,
      data: {
        money: 37,
        bbas_search_exchange_money: 10,
        view_data_search_exchange_money: 5,
        ai_search_exchange_money: 5,
      },
    });
  });

  it('asks a guest to log in', async () => {
    expect((await callAs(app, '', '/api/finance/exchangeRule')).code).toBe(4001);
  });
});

describe('exchanging V粒 for uses', () => {
  it('spends count × price V粒, adds the uses, and shows the movement in the V粒 bill', async () => {
    const { user, token } = await createUserWithVli(app, 50);
    const answer = await callAs(app, token, '/api/finance/exchangeSearchCount', { tag: 'view_data', count: 3 });
    expect(answer).toMatchObject({ code: 1, msg: msg.exchangeSuccess });
    expect(exchangeSearchCount.data.parse(answer.data)).toEqual({
      tag: 'view_data',
      spent: 15,
      money: 35,
      quota: { unlimited: false, limit: 5, remaining: 5, bought: 3 },
    });
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 35, sum: 35, last: 35 });
    const bill = await callAs(app, token, '/api/finance/walletLog', { currency: 'vli', page: 1, limit: 10 });
    expect(bill.data).toMatchObject({ balance: '35', total: 2 });
    expect(bill.data.list[0]).toMatchObject({ kind: 'exchange', amount: '-15', title: '兑换数据查询次数 ×3' });
  });

  it('spends bought searches only once the free ones of the day are gone, one per new symbol', async () => {
    const { token } = await createUserWithVli(app, 20);
    await callAs(app, token, '/api/finance/exchangeSearchCount', { tag: 'bbas', count: 2 });
    const search = (symbol: string) =>
      callAs(app, token, '/api/quota/useSearch', { tag: 'bbas', symbol, uuid: randomUUID() }).then((r) => r.data);
    expect(await search('rb')).toMatchObject({ allowed: true, remaining: 0, bought: 2 });
    expect(await search('cu')).toMatchObject({ allowed: true, remaining: 0, bought: 1 });
    expect(await search('cu')).toMatchObject({ allowed: true, bought: 1 });
    expect(await search('au')).toMatchObject({ allowed: true, bought: 0 });
    expect(await search('ag')).toMatchObject({ allowed: false, bought: 0, popup_type: 1 });
  });

  it('never overspends: of 20 exchanges at once from 100 V粒 at 10 each, exactly 10 go through', async () => {
    const { user, token } = await createUserWithVli(app, 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callAs(app, token, '/api/finance/exchangeSearchCount', { tag: 'bbas', count: 1 }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(10);
    expect(answers.filter((answer) => answer.msg === msg.vliInsufficient)).toHaveLength(10);
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 0, sum: 0, last: 0 });
    const left = await callAs(app, token, '/api/quota/searchCount', {});
    expect(left.data.bbas.bought).toBe(10);
  });

  it('refuses a count that is not a positive whole number, an unknown kind and too few V粒, changing nothing', async () => {
    const { user, token } = await createUserWithVli(app, 9);
    for (const count of [0, -1, 1.5, 'abc', '', 1000]) {
      expect(await callAs(app, token, '/api/finance/exchangeSearchCount', { tag: 'ai', count })).toMatchObject({
        code: 0,
        msg: msg.exchangeCountInvalid,
      });
    }
    expect(await callAs(app, token, '/api/finance/exchangeSearchCount', { tag: 'live', count: 1 })).toMatchObject({
      code: 0,
      msg: msg.exchangeTagInvalid,
    });
    expect(await callAs(app, token, '/api/finance/exchangeSearchCount', { tag: 'bbas', count: 1 })).toMatchObject({
      code: 0,
      msg: msg.vliInsufficient,
    });
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 9, sum: 9, last: 9 });
    expect((await callAs(app, '', '/api/finance/exchangeSearchCount', { tag: 'ai', count: 1 })).code).toBe(4001);
  });
});

describe('bought uses and membership', () => {
  it('keeps bought uses through a membership, for when it ends', async () => {
    const { user, token } = await createUserWithVli(app, 10);
    await app.db
      .insert(vipMemberships)
      .values({ userId: user.id, vipExpiresAt: new Date(Date.now() + 86_400_000), vipLevel: 2 });
    const answer = await callAs(app, token, '/api/finance/exchangeSearchCount', { tag: 'ai', count: 2 });
    expect(answer.data.quota).toMatchObject({ unlimited: true, bought: 2 });
  });
});
