import { Code } from '@vce/contract/codes';
import { subscriptionList } from '@vce/contract/commerce-subscriptions';
import { alerts } from '@vce/contract/market-feed';
import { msg } from '@vce/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSubscriptions } from '../../../db/schema/commerce-subscriptions';
import { smsOutbox } from '../../../db/schema/account-sms';
import { createTestApp, createUser, post, type TestApp } from '../../../test/harness';
import { callAs, fundBalance, givePayPassword } from '../../../test/money';
import { dispatchSubscriptions, isQuiet } from './subscription-dispatch';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A member who wants SMS at any hour (the default quiet hours are 22:00–08:00). */
async function subscriber() {
  const signedIn = await createUser(app, { vip: true });
  await callAs(app, signedIn.token, '/api/subscribe/saveSettings', {
    daily_cap: 10,
    quiet_start: '00:00',
    quiet_end: '00:00',
  });
  return signedIn;
}
const subscribe = (token: string, body: object) => callAs(app, token, '/api/subscribe/add', body);
const noticesTo = (mobile: string) =>
  app.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.event, 'subscription')));
const lastPrice = (symbol: string) => app.market.feed.books.find((book) => book.spec.code === symbol)!.main!.last;

async function jumpToLimit(symbol: string) {
  await post(app, '/api/dev/market/jump', { symbol, percent: 30 });
  const kinds = async () =>
    alerts.data.parse((await post(app, alerts.path, { symbol })).json().data).list.map((alert) => alert.kind);
  await expect.poll(kinds, { timeout: 10_000 }).toContain('limit_up');
}

describe('SMS subscriptions', () => {
  it('asks a non-member for the plan, sells it at the cash desk, then takes subscriptions', async () => {
    const { user, token } = await createUser(app);
    expect(await subscribe(token, { symbol: 'rb', event: 'limit' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.subscribeNeedsPlan,
    });
    const desk = await callAs(app, token, '/api/finance/cashDeskItem', { type: 'sms', id: 1 });
    expect(desk.data).toMatchObject({ name: '短信订阅月卡', price: '9.90' });
    await fundBalance(app, user.id, 990);
    const pay_password = await givePayPassword(app, token);
    const paid = await callAs(app, token, '/api/finance/payOrder', {
      type: 'sms',
      id: 1,
      pay_type: 'money',
      pay_password,
    });
    expect(paid).toMatchObject({ code: Code.SUCCESS, data: { status: 1 } });
    expect(await subscribe(token, { symbol: 'rb', event: 'limit' })).toMatchObject({
      code: Code.SUCCESS,
      data: { symbol: 'rb', name: '螺纹钢', event: 'limit', state: 'active' },
    });
    const list = subscriptionList.data.parse((await callAs(app, token, '/api/subscribe/list')).data);
    expect(list.plan).toMatchObject({ active: true, source: 'plan' });
    expect(list.plan.plan_expire_time! - Date.now() / 1000).toBeGreaterThan(29.9 * 86_400);
    expect(list.settings).toEqual({ daily_cap: 10, quiet_start: '22:00', quiet_end: '08:00' });
  });

  it('refuses bad input with Chinese messages, and a second identical subscription', async () => {
    const { token } = await subscriber();
    const cases: [object, string][] = [
      [{ symbol: 'rb', event: 'weather' }, msg.subscribeEventInvalid],
      [{ symbol: 'zz', event: 'limit' }, msg.subscribeSymbolUnknown],
      [{ symbol: 'rb', event: 'price' }, msg.subscribePriceRequired],
      [{ symbol: 'rb', event: 'price', price: -3 }, msg.subscribePriceRequired],
      [{ symbol: 'rb', event: 'price', price: lastPrice('rb') }, msg.subscribePriceAtMarket],
    ];
    for (const [body, expected] of cases)
      expect(await subscribe(token, body), JSON.stringify(body)).toMatchObject({ code: Code.FAIL, msg: expected });
    expect((await subscribe(token, { symbol: 'rb', event: 'express' })).code).toBe(Code.SUCCESS);
    expect(await subscribe(token, { symbol: 'rb', event: 'express' })).toMatchObject({ msg: msg.subscribeDuplicate });
    const settings = await callAs(app, token, '/api/subscribe/saveSettings', {
      daily_cap: 50,
      quiet_start: '22:00',
      quiet_end: '8点',
    });
    expect(settings).toMatchObject({ code: Code.FAIL, msg: msg.subscribeCapInvalid });
    // An id past the database's integer column is refused as input, not by the database (a 500).
    expect(await callAs(app, token, '/api/subscribe/cancel', { id: 3_000_000_000 })).toMatchObject({
      code: Code.FAIL,
      msg: '订阅编号格式不正确',
    });
  });

  it('sends each subscriber exactly one SMS for a limit move, however many processes dispatch', async () => {
    const first = await subscriber();
    const second = await subscriber();
    for (const { token } of [first, second]) {
      expect((await subscribe(token, { symbol: 'SA', event: 'limit' })).code).toBe(Code.SUCCESS);
      expect((await subscribe(token, { symbol: 'SA', event: 'price', price: lastPrice('SA') + 5 })).data).toMatchObject(
        {
          direction: 'up',
        },
      );
    }
    await jumpToLimit('SA');
    await Promise.all([dispatchSubscriptions(app), dispatchSubscriptions(app), dispatchSubscriptions(app)]);
    await dispatchSubscriptions(app);
    for (const { user } of [first, second]) {
      const notices = await noticesTo(user.mobile!);
      expect(notices.filter((row) => row.content.includes('触及涨停'))).toHaveLength(1);
      expect(notices.filter((row) => row.content.includes('涨至'))).toHaveLength(1);
      expect(notices[0]!.content).toMatch(/^【vce】纯碱SA\d+/);
      expect(notices[0]!.content).toContain('/subscribe/details?unsubscribe=');
    }
    // The price level fired once: that subscription is done.
    const [priceAlert] = await app.db
      .select()
      .from(smsSubscriptions)
      .where(and(eq(smsSubscriptions.userId, first.user.id), eq(smsSubscriptions.event, 'price')));
    expect(priceAlert).toMatchObject({ state: 'done', sentCount: 1 });
  });

  it('holds back what falls in the quiet hours or over the daily cap, and says so in the detail', async () => {
    const { user, token } = await subscriber();
    await callAs(app, token, '/api/subscribe/saveSettings', { daily_cap: 1, quiet_start: '00:00', quiet_end: '00:00' });
    // Two limit moves at once, whatever the hour: the daily cap of one lets the first through.
    const glass = (await subscribe(token, { symbol: 'FG', event: 'limit' })).data;
    const methanol = (await subscribe(token, { symbol: 'MA', event: 'limit' })).data;
    await jumpToLimit('FG');
    await jumpToLimit('MA');
    await dispatchSubscriptions(app);
    const states = async (id: number) =>
      (await callAs(app, token, '/api/subscribe/detail', { id })).data.deliveries.map(
        (row: { state: string }) => row.state,
      );
    expect([...(await states(glass.id)), ...(await states(methanol.id))].sort()).toEqual(['capped', 'sent']);
    expect(await noticesTo(user.mobile!)).toHaveLength(1);
    expect(isQuiet({ quietStart: '22:00', quietEnd: '08:00' }, new Date('2026-11-26T15:30:00Z'))).toBe(true);
    expect(isQuiet({ quietStart: '22:00', quietEnd: '08:00' }, new Date('2026-11-26T04:30:00Z'))).toBe(false);
  });

  it('keeps subscriptions to their owner, and cancels one from its SMS link without logging in', async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const mine = (await subscribe(owner.token, { symbol: 'au', event: 'express' })).data;
    expect(await callAs(app, stranger.token, '/api/subscribe/cancel', { id: mine.id })).toMatchObject({
      msg: msg.subscribeUnknown,
    });
    expect(await callAs(app, stranger.token, '/api/subscribe/detail', { id: mine.id })).toMatchObject({
      msg: msg.subscribeUnknown,
    });
    const [row] = await app.db.select().from(smsSubscriptions).where(eq(smsSubscriptions.id, mine.id));
    const answer = await callAs(app, '', '/api/subscribe/unsubscribe', { token: row!.unsubscribeToken });
    expect(answer).toMatchObject({ code: Code.SUCCESS, data: { symbol: 'au', name: '黄金', event: 'express' } });
    expect((await callAs(app, owner.token, '/api/subscribe/list')).data.list).toEqual([]);
    const again = await callAs(app, '', '/api/subscribe/unsubscribe', { token: row!.unsubscribeToken });
    expect(again).toMatchObject({ code: Code.FAIL, msg: msg.subscribeUnknown });
  });
});
