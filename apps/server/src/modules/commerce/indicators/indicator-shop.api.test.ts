import { Code } from '@vce/contract/codes';
import { myTargets, targetDetail, targetList } from '@vce/contract/commerce-indicators';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicators } from '../../../db/schema/commerce-indicators';
import type { Db } from '../../../platform/db';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { callAs, createUserWithVli, fundBalance, givePayPassword, ledgerCheck } from '../../../test/money';
import { issueCoupon } from '../coupons/coupon-store';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const idOf = async (code: string) => (await app.db.select().from(indicators).where(eq(indicators.code, code)))[0]!.id;
const detail = async (token: string, id: number) =>
  targetDetail.data.parse((await callAs(app, token, '/api/target/targetDetail', { id })).data);
const download = (token: string, id: number, platform: string) =>
  callAs(app, token, '/api/target/download', { id, platform });

describe('the indicator shop', () => {
  it('lists the shelf six at a time with prices, categories and platforms, to anyone', async () => {
    const page = targetList.data.parse((await callAs(app, '', '/api/target/targetList', { page: 1, limit: 6 })).data);
    expect(page.total).toBe(8);
    expect(page.list).toHaveLength(6);
    expect(page.list[0]).toMatchObject({
      name: '主力资金线',
      price_type: 'vq',
      price: '29.90',
      vip_free: true,
      platforms: ['tdx', 'wh'],
      owned: false,
    });
    const trend = await callAs(app, '', '/api/target/targetList', { page: 1, limit: 20, category: 'trend' });
    expect(trend.data.list.length).toBeGreaterThan(0);
    expect(trend.data.list.every((card: { category: string }) => card.category === 'trend')).toBe(true);
    const unknown = await callAs(app, '', '/api/target/targetDetail', { id: 999_999 });
    expect(unknown).toMatchObject({ code: Code.FAIL, msg: msg.indicatorUnknown });
  });

  it('sells a V券 indicator at the cash desk with a coupon, then lets the buyer download both formula files', async () => {
    const { user, token } = await createUser(app);
    const id = await idOf('main_force_line');
    // A members' indicator: the refusal carries the VIP rights popup of the indicators (type 4).
    expect(await download(token, id, 'tdx')).toMatchObject({
      code: Code.NEED_PRIVILEGE,
      msg: msg.indicatorNotOwned,
      data: { type: 'vip', vip_rights_type: 4, button_list: [{ type: 'buy_vip' }, { type: 'contact_service' }] },
    });
    await fundBalance(app, user.id, 10_000);
    const pay_password = await givePayPassword(app, token);
    await issueCoupon(app.db as unknown as Db, { userId: user.id, templateId: 2, source: 'shop' });
    const coupons = await callAs(app, token, '/api/finance/usableCoupons', { type: 'indicator', id });
    expect(coupons.data.list).toMatchObject([{ name: '指标8折券', discount: '5.98', pay_amount: '23.92' }]);
    const buyersBefore = (await detail('', id)).buyers;
    const paid = await callAs(app, token, '/api/finance/payOrder', {
      type: 'indicator',
      id,
      pay_type: 'money',
      pay_password,
      coupon_id: coupons.data.best_id,
    });
    expect(paid).toMatchObject({ code: Code.SUCCESS, data: { status: 1 } });
    expect(await ledgerCheck(app, user.id)).toEqual({ balance: 7608, sum: 7608, last: 7608 });
    expect(await detail(token, id)).toMatchObject({ owned: true, owned_by: 'bought', buyers: buyersBefore + 1 });

    const tdx = await download(token, id, 'tdx');
    expect(tdx.data.file_name).toBe('主力资金线_通达信.txt');
    expect(tdx.data.content).toContain('主力资金线');
    const wh = await download(token, id, 'wh');
    expect(wh.data.file_name).toBe('主力资金线_文华财经.txt');
    expect(wh.data.content).not.toBe(tdx.data.content);
    // Bought: not sold again.
    const again = await callAs(app, token, '/api/finance/cashDeskItem', { type: 'indicator', id });
    expect(again).toMatchObject({ code: Code.FAIL, msg: msg.indicatorOwned });
    const mine = myTargets.data.parse((await callAs(app, token, '/api/target/myTargets', {})).data);
    expect(mine.list).toMatchObject([{ id, owned_by: 'bought', owned: true }]);
  });

  it('keeps downloads to those who hold the indicator, and checks the platform', async () => {
    const { token } = await createUser(app);
    const id = await idOf('volatility_squeeze');
    expect(await download(token, id, 'tdx')).toMatchObject({ code: Code.FAIL, msg: msg.indicatorNotOwned });
    expect(await download('', id, 'tdx')).toMatchObject({ code: Code.NEED_LOGIN });
    const free = await idOf('ma_alignment');
    expect(await download(token, free, 'mt5')).toMatchObject({ code: Code.FAIL, msg: msg.indicatorPlatformInvalid });
    // An id past the database's integer column is refused as input, not by the database (a 500).
    expect(await download(token, 3_000_000_000, 'tdx')).toMatchObject({ code: Code.FAIL, msg: '指标编号格式不正确' });
    expect(await callAs(app, '', '/api/target/targetDetail', { id: 3_000_000_000 })).toMatchObject({
      code: Code.FAIL,
      msg: '指标编号格式不正确',
    });
    // A free indicator downloads for anyone signed in and joins 我的指标.
    expect((await download(token, free, 'wh')).data.content.length).toBeGreaterThan(100);
    expect((await callAs(app, token, '/api/target/myTargets', {})).data.list).toMatchObject([
      { id: free, owned_by: 'free' },
    ]);
  });

  it('gives members the members’ indicators free while the membership runs', async () => {
    const { token } = await createUser(app, { vip: true });
    const id = await idOf('trend_band');
    expect(await detail(token, id)).toMatchObject({ owned: true, owned_by: 'vip' });
    expect((await download(token, id, 'tdx')).code).toBe(Code.SUCCESS);
    const desk = await callAs(app, token, '/api/finance/cashDeskItem', { type: 'indicator', id });
    expect(desk).toMatchObject({ code: Code.FAIL, msg: msg.indicatorOwned });
    // A V粒 indicator is not a members' one.
    expect(await detail(token, await idOf('channel_breakout'))).toMatchObject({ owned: false, owned_by: null });
  });

  it('exchanges V粒 for a V粒 indicator once, however many clicks race', async () => {
    const { user, token } = await createUserWithVli(app, 1000);
    const id = await idOf('channel_breakout');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => callAs(app, token, '/api/target/exchange', { id })),
    );
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === msg.indicatorOwned)).toHaveLength(5);
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 800, sum: 800, last: 800 });
    const poor = await createUserWithVli(app, 10);
    expect(await callAs(app, poor.token, '/api/target/exchange', { id })).toMatchObject({
      code: Code.FAIL,
      msg: msg.vliInsufficient,
    });
    expect((await detail(poor.token, id)).owned).toBe(false);
    const vq = await callAs(app, token, '/api/target/exchange', { id: await idOf('main_force_line') });
    expect(vq).toMatchObject({ code: Code.FAIL, msg: msg.indicatorNotForVli });
  });

  it('takes one review from each holder and shows the average', async () => {
    const id = await idOf('ma_alignment');
    const holder = await createUser(app);
    const stranger = await createUser(app);
    await download(holder.token, id, 'tdx');
    const review = { id, rating: 4, content: '均线排列打分很直观，配合趋势带使用。' };
    expect(await callAs(app, stranger.token, '/api/target/addReview', review)).toMatchObject({
      code: Code.FAIL,
      msg: msg.indicatorReviewNotOwner,
    });
    expect(await callAs(app, holder.token, '/api/target/addReview', { ...review, rating: 6 })).toMatchObject({
      code: Code.FAIL,
      msg: msg.indicatorRatingInvalid,
    });
    expect(await callAs(app, holder.token, '/api/target/addReview', { ...review, content: '好' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.indicatorReviewTooShort,
    });
    const added = await callAs(app, holder.token, '/api/target/addReview', review);
    expect(added).toMatchObject({ code: Code.SUCCESS, data: { rating: 4, content: review.content } });
    expect(await callAs(app, holder.token, '/api/target/addReview', review)).toMatchObject({
      msg: msg.indicatorReviewed,
    });
    const list = await callAs(app, holder.token, '/api/target/reviewList', { id });
    expect(list.data).toMatchObject({ total: 1, average: '4.0', can_review: false });
    expect((await callAs(app, '', '/api/target/reviewList', { id })).data.can_review).toBe(false);
  });
});
