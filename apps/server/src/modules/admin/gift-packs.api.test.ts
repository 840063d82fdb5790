import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin';
import { createUser } from '../../test/harness';

const suite = consoleTestApp(['operator']);

type Item = { id: number; title: string; kind: string; amount: number };
const pack = async () =>
  (await suite.call('/api/admin/giftPack/show', suite.tokens.operator)).data as {
    items: Item[];
    claims_total: number;
    claims_today: number;
  };
const popupTitles = async () =>
  ((await suite.call('/api/common/getNewUserPack', '')).data as { title: string }[]).map((item) => item.title);
const tenPoints = { image: '', title: '新人10V粒', subtitle: '注册即得', kind: 'vli', amount: 10, sort: 5 };

describe('新人礼包', () => {
  it('adds an item the popup lists and a claim grants; counts the claims', async () => {
    const before = await pack();
    const added = await suite.call('/api/admin/giftPack/create', suite.tokens.operator, tenPoints);
    expect(added).toMatchObject({ code: Code.SUCCESS });
    expect(await popupTitles()).toContain('新人10V粒');
    const { token } = await createUser(suite.app);
    const claimed = await suite.call('/api/common/receiveNewUserPack', token);
    expect(claimed.data.vli).toBe(
      [...before.items, tenPoints].filter((item) => item.kind === 'vli').reduce((sum, item) => sum + item.amount, 0),
    );
    expect(await pack()).toMatchObject({
      claims_total: before.claims_total + 1,
      claims_today: before.claims_today + 1,
    });
  });

  it('rewrites and deletes an item: the next claim grants what the pack holds then', async () => {
    const item = (await pack()).items.find((one) => one.title === '新人10V粒')!;
    expect(
      await suite.call('/api/admin/giftPack/update', suite.tokens.operator, {
        ...tenPoints,
        id: item.id,
        amount: 12,
        title: '新人12V粒',
      }),
    ).toMatchObject({
      code: Code.SUCCESS,
    });
    expect(await popupTitles()).toContain('新人12V粒');
    expect((await suite.call('/api/admin/giftPack/delete', suite.tokens.operator, { id: item.id })).code).toBe(
      Code.SUCCESS,
    );
    expect(await popupTitles()).not.toContain('新人12V粒');
    expect(await suite.call('/api/admin/giftPack/delete', suite.tokens.operator, { id: item.id })).toMatchObject({
      msg: msg.packItemUnknown,
    });
  });

  it('holds six items at most, even when added at once', async () => {
    const held = (await pack()).items.length;
    const answers = await Promise.all(
      Array.from({ length: 8 - held }, (_, i) =>
        suite.call('/api/admin/giftPack/create', suite.tokens.operator, { ...tenPoints, title: `礼包${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(6 - held);
    expect(answers.filter((answer) => answer.msg === msg.packFull)).toHaveLength(2);
    expect((await pack()).items).toHaveLength(6);
  });

  it('refuses an unknown coupon kind, too many VIP days and a shown-only item with an amount', async () => {
    const [first] = (await pack()).items;
    const refusals: [object, string][] = [
      [{ kind: 'coupon', amount: 99_999 }, msg.couponTemplateUnknown],
      [{ kind: 'vip_days', amount: 400 }, '会员天数不能超过366天'],
      [{ kind: 'none', amount: 3 }, '仅展示的数量为0，其他类型的数量须大于0'],
    ];
    for (const [change, message] of refusals)
      expect(
        await suite.call('/api/admin/giftPack/update', suite.tokens.operator, {
          ...tenPoints,
          id: first!.id,
          ...change,
        }),
      ).toMatchObject({
        code: Code.FAIL,
        msg: expect.stringContaining(message),
      });
  });
});
