import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipLevels } from '../../../db/schema/commerce-vip';
import { createTestApp, createUser, membershipOf, post, type TestApp } from '../../../test/harness';
import { fundBalance, ledgerCheck } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string) => post(app, url, {}, { token }).then((r) => r.json());

describe('the new-user gift pack', () => {
  it('lists what it holds and offers it to guests and new accounts', async () => {
    const items = (await call('/api/common/getNewUserPack', '')).data as { title: string }[];
    expect(items.map((item) => item.title)).toEqual(['5 V粒', 'VIP体验3天', '新人立减券']);
    expect((await call('/api/user/addDevice', '')).data.is_show_pack).toBe(1);
    const { token } = await createUser(app);
    expect((await call('/api/user/addDevice', token)).data.is_show_pack).toBe(1);
  });

  it('grants its V粒 and membership days once per account, even with clicks at once, then stops offering it', async () => {
    const { user, token } = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('/api/common/receiveNewUserPack', token)));
    const granted = answers.filter((answer) => answer.code === Code.SUCCESS);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({
      data: { vli: 5, vip_days: 3, coupons: 1, items: ['5 V粒', 'VIP体验3天', '新人立减券'] },
    });
    expect(answers.filter((answer) => answer.msg === msg.giftPackClaimed)).toHaveLength(5);
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 5, sum: 5, last: 5 });
    const member = await membershipOf(app, user.id);
    expect((member!.vipExpiresAt!.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(2.99);
    expect((await call('/api/user/addDevice', token)).data.is_show_pack).toBe(0);
    // A trial: its end will show the trial-ended popup. Buying makes the membership a bought one.
    expect((await call('/api/user/index', token)).data.userinfo.level).toMatchObject({ isVip: 1, isTrial: 1 });
    const [monthly] = await app.db.select().from(vipLevels).where(eq(vipLevels.name, 'VIP月卡'));
    await fundBalance(app, user.id, monthly!.priceCents);
    const paid = await app.cashDesk.chargeBalance({
      userId: user.id,
      kind: 'vip',
      itemId: monthly!.id,
      name: monthly!.name,
      amountCents: monthly!.priceCents,
    });
    expect(paid?.state).toBe('paid');
    // The cash desk's order.paid drops the cached user: the next read shows the bought membership.
    expect((await call('/api/user/index', token)).data.userinfo.level).toMatchObject({ isVip: 1, isTrial: 0 });
  });

  it('is not offered to an account older than seven days', async () => {
    const { token } = await createUser(app, { createdAt: new Date(Date.now() - 8 * 86_400_000) });
    expect((await call('/api/user/addDevice', token)).data.is_show_pack).toBe(0);
    expect(await call('/api/common/receiveNewUserPack', token)).toMatchObject({ code: 0, msg: msg.giftPackExpired });
    expect((await call('/api/common/receiveNewUserPack', '')).code).toBe(Code.NEED_LOGIN);
  });
});
