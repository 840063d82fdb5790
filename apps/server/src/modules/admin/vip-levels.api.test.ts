import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { orders } from '../../db/schema/commerce-payment';
import { consoleTestApp } from '../../test/admin';
import { createUser } from '../../test/harness';

const suite = consoleTestApp(['operator']);

type Level = { id: number; name: string; price: string; original_price: string; is_on_sale: 0 | 1; days: number };
const levels = async (): Promise<Level[]> =>
  (await suite.call('/api/admin/vipLevels/list', suite.tokens.operator)).data.list;
const onSale = async (): Promise<{ id: number; name: string; price: string }[]> =>
  (await suite.call('/api/user/getSuperVip', '')).data.level_list;
/** A package's fields as the console's form sends them. */
const formOf = ({ id, name, days, price, original_price, is_on_sale }: Level, sort = 0) => ({
  id,
  name,
  days,
  price,
  original_price,
  card_text: '演示套餐',
  is_on_sale,
  sort,
});
const orderAmount = async (orderNo: string) =>
  (await suite.app.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.amountCents;
const buyMonthly = async (token: string, levelId: number) =>
  (await suite.call('/api/user/paySuperVip', token, { level_id: levelId, pay_type: 'wechat', pay_from: 'web' })).data
    .order_id as string;

describe('会员套餐', () => {
  it('sells at the new price from the next order; an order already made keeps its price', async () => {
    const monthly = (await levels()).find((level) => level.name === 'VIP月卡')!;
    expect(monthly).toMatchObject({ price: '68.00', is_on_sale: 1 });
    const member = await createUser(suite.app);
    const earlier = await buyMonthly(member.token, monthly.id);

    const saved = await suite.call('/api/admin/vipLevels/update', suite.tokens.operator, {
      ...formOf(monthly),
      price: '58',
    });
    expect(saved.data.list.find((level: Level) => level.id === monthly.id)).toMatchObject({ price: '58.00' });
    expect((await onSale()).find((level) => level.id === monthly.id)).toMatchObject({ price: '58.00' });
    expect((await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0]).toMatchObject({
      call: '/api/admin/vipLevels/update',
      before: { price: '68.00' },
      after: { price: '58.00' },
    });

    await suite.call('/api/dev/pay/confirm', '', { order_id: earlier });
    expect(await orderAmount(earlier)).toBe(6800);
    expect(await orderAmount(await buyMonthly(member.token, monthly.id))).toBe(5800);
  });

  it('takes a package off sale — gone from /vipV2 and not sold — but never the last one', async () => {
    const [first, ...rest] = await levels();
    await suite.call('/api/admin/vipLevels/update', suite.tokens.operator, { ...formOf(first!), is_on_sale: 0 });
    expect((await onSale()).map((level) => level.id)).not.toContain(first!.id);
    const buyer = await createUser(suite.app);
    expect(
      await suite.call('/api/user/paySuperVip', buyer.token, {
        level_id: first!.id,
        pay_type: 'wechat',
        pay_from: 'web',
      }),
    ).toMatchObject({ code: Code.FAIL, msg: msg.vipLevelUnknown });

    for (const level of rest.slice(0, -1))
      expect(
        (await suite.call('/api/admin/vipLevels/update', suite.tokens.operator, { ...formOf(level), is_on_sale: 0 }))
          .code,
      ).toBe(Code.SUCCESS);
    const last = rest.at(-1)!;
    expect(
      await suite.call('/api/admin/vipLevels/update', suite.tokens.operator, { ...formOf(last), is_on_sale: 0 }),
    ).toMatchObject({
      code: Code.FAIL,
      msg: msg.vipLastOnSale,
    });
    expect((await onSale()).map((level) => level.id)).toEqual([last.id]);
  });

  it('refuses a price that would not work, in Chinese, and changes nothing', async () => {
    const [level] = await levels();
    const refusals: [object, string][] = [
      [{ price: '0' }, '售价须大于0'],
      [{ price: '100', original_price: '80' }, '原价不能低于售价'],
      [{ price: '6.888' }, '售价格式不正确（如 68、199.50）'],
      [{ days: 0 }, '会员天数须为1至3660'],
      [{ id: 999_999 }, msg.vipLevelUnknown],
    ];
    for (const [change, message] of refusals)
      expect(
        await suite.call('/api/admin/vipLevels/update', suite.tokens.operator, { ...formOf(level!), ...change }),
        message,
      ).toMatchObject({
        code: Code.FAIL,
        msg: message,
      });
    expect((await levels())[0]).toEqual(level);
  });
});
