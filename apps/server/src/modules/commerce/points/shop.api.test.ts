import { Code } from '@vce/contract/codes';
import { vliShop } from '@vce/contract/commerce-points';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vliShopItems } from '../../../db/schema/commerce-points';
import { createTestApp, membershipOf, post, type TestApp } from '../../../test/harness';
import { createUserWithVli, ledgerCheck } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
const redeem = (token: string, itemId: number) => call('/api/vli_shop/redeem', token, { item_id: itemId });

const stockOf = async (id: number) =>
  (await app.db.select().from(vliShopItems).where(eq(vliShopItems.id, id)))[0]!.stock;

describe('the V粒 shop', () => {
  it('shows uses at their exchange prices and the items with their stock, to anyone', async () => {
    const shop = vliShop.data.parse((await call('/api/vli_shop/itemList', '')).data);
    expect(shop.uses).toEqual([
      { tag: 'bbas', title: 'BBAS品种分析次数', price: 10 },
      { tag: 'view_data', title: '数据查询次数', price: 5 },
      { tag: 'ai', title: 'AI提问次数', price: 5 },
    ]);
    expect(shop.items).toMatchObject([
      { title: 'VIP体验1天', kind: 'vip_days', amount: 1, price: 60, stock: 500 },
      { title: 'VIP体验7天', kind: 'vip_days', amount: 7, price: 380, stock: 100 },
      { title: '指标8折券', kind: 'coupon', amount: 2, price: 100, stock: 300 },
    ]);
  });

  it('redeems membership days for V粒: V粒, stock and membership change together', async () => {
    const [oneDay] = await app.db.select().from(vliShopItems).where(eq(vliShopItems.title, 'VIP体验1天'));
    const { user, token } = await createUserWithVli(app, 70);
    const before = (await stockOf(oneDay!.id))!;
    expect(await redeem(token, oneDay!.id)).toMatchObject({
      code: Code.SUCCESS,
      msg: msg.shopRedeemed,
      data: { title: 'VIP体验1天', spent: 60, money: 10 },
    });
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 10, sum: 10, last: 10 });
    expect(await stockOf(oneDay!.id)).toBe(before - 1);
    const member = await membershipOf(app, user.id);
    expect((member!.vipExpiresAt!.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(0.99);
    // Too few V粒 now: refused, and the stock is not taken.
    expect(await redeem(token, oneDay!.id)).toMatchObject({ code: 0, msg: msg.vliInsufficient });
    expect(await stockOf(oneDay!.id)).toBe(before - 1);
  });

  it('never redeems past the stock, whoever clicks at once', async () => {
    const [item] = await app.db
      .insert(vliShopItems)
      .values({ title: '限量体验', kind: 'vip_days', amount: 1, priceVli: 1, stock: 2 })
      .returning();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUserWithVli(app, 5)));
    const answers = await Promise.all(buyers.map(({ token }) => redeem(token, item!.id)));
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(2);
    expect(answers.filter((answer) => answer.msg === msg.shopItemSoldOut)).toHaveLength(4);
    expect(await stockOf(item!.id)).toBe(0);
    const balances = await Promise.all(buyers.map(({ user }) => ledgerCheck(app, user.id, 'vli')));
    expect(balances.map((check) => check.balance).sort()).toEqual([4, 4, 5, 5, 5, 5]);
  });

  it('refuses an unknown item and a guest', async () => {
    const { token } = await createUserWithVli(app, 100);
    expect(await redeem(token, 99_999)).toMatchObject({ code: 0, msg: msg.shopItemUnknown });
    expect((await redeem('', 1)).code).toBe(Code.NEED_LOGIN);
  });
});
