import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';
import { createUser } from '../../test/harness';

const suite = consoleTestApp(['operator']);

type Prize = { id: number; name: string; kind: string; amount: number; weight: number; total_left: number | null };
const show = async (): Promise<{ rewards: number[]; prizes: (Prize & { odds: number })[] }> =>
  (await suite.call('/api/admin/signIn/show', suite.tokens.operator)).data;
/** A prize's fields as the console's form sends them, from the prize as shown. */
const formOf = (prize: Prize & { daily_stock?: number | null }) => ({
  id: prize.id,
  name: prize.name,
  kind: prize.kind,
  amount: prize.amount,
  weight: prize.weight,
  daily_stock: prize.daily_stock ?? null,
  total_left: prize.total_left,
  total_left_seen: prize.total_left,
});
const lastAudit = async () => (await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0]!;

describe('签到抽奖', () => {
  it('shows the reward table and the ring of eight prizes with their odds', async () => {
    const { rewards, prizes } = await show();
    expect(rewards.length).toBeGreaterThan(0);
    expect(prizes).toHaveLength(8);
    expect(prizes.reduce((sum, prize) => sum + prize.odds, 0)).toBeCloseTo(100, 0);
  });

  it('pays the new reward table from the next sign-in', async () => {
    const saved = await suite.call('/api/admin/signIn/rewards', suite.tokens.operator, { rewards: [3, 5, 8] });
    expect(saved.data.rewards).toEqual([3, 5, 8]);
    const trader = await createUser(suite.app);
    expect((await suite.call('/api/lottery_draw/sign', trader.token)).data.reward).toBe(3);
    const calendar = await suite.call('/api/lottery_draw/signCalendar', trader.token);
    expect(calendar.data.rewards).toEqual([
      { run_day: 1, points: 3 },
      { run_day: 2, points: 5 },
      { run_day: 3, points: 8 },
    ]);
    expect(await lastAudit()).toMatchObject({ call: '/api/admin/signIn/rewards', after: [3, 5, 8] });
    for (const rewards of [[], [1001], Array.from({ length: 31 }, () => 1)])
      expect(await suite.call('/api/admin/signIn/rewards', suite.tokens.operator, { rewards })).toMatchObject({
        code: Code.FAIL,
      });
    expect((await show()).rewards).toEqual([3, 5, 8]);
  });

  it('draws a changed prize as changed, and refuses to set a stock a draw has taken from meanwhile', async () => {
    const [first, ...others] = (await show()).prizes;
    // Only the first prize in the ring has a chance: 15 V粒, five of them left, a hundred a day.
    for (const other of others)
      expect(
        (await suite.call('/api/admin/signIn/prize', suite.tokens.operator, { ...formOf(other), weight: 0 })).code,
      ).toBe(Code.SUCCESS);
    const edited = await suite.call('/api/admin/signIn/prize', suite.tokens.operator, {
      ...formOf(first!),
      name: '15V粒',
      kind: 'vli',
      amount: 15,
      weight: 10,
      daily_stock: 100,
      total_left: 5,
    });
    expect(edited.data.prizes[0]).toMatchObject({ name: '15V粒', total_left: 5, odds: 100 });
    expect(await lastAudit()).toMatchObject({ call: '/api/admin/signIn/prize', after: { name: '15V粒' } });

    const trader = await createUser(suite.app);
    await suite.call('/api/lottery_draw/sign', trader.token);
    const drawn = await suite.call('/api/lottery_draw/draw', trader.token);
    expect(drawn.data.prize).toMatchObject({ name: '15V粒', kind: 'vli', amount: 15 });
    const [afterDraw] = (await show()).prizes;
    expect(afterDraw).toMatchObject({ total_left: 4, drawn_today: 1 });

    // The form still says five: saving it would give back the one just won.
    const stale = await suite.call('/api/admin/signIn/prize', suite.tokens.operator, {
      ...formOf(first!),
      name: '15V粒',
      total_left: 10,
      total_left_seen: 5,
    });
    expect(stale).toMatchObject({ code: Code.FAIL, msg: msg.prizeStockChanged });
    expect((await show()).prizes[0]).toMatchObject({ total_left: 4 });
    const restocked = await suite.call('/api/admin/signIn/prize', suite.tokens.operator, {
      ...formOf(afterDraw!),
      total_left: 10,
    });
    expect(restocked.data.prizes[0]).toMatchObject({ total_left: 10 });
  });

  it('refuses a prize that would not work, in Chinese', async () => {
    const [prize] = (await show()).prizes;
    const refusals: [object, string][] = [
      [{ kind: 'none', amount: 5 }, '谢谢参与的数量为0，其他类型的数量须大于0'],
      [{ kind: 'vli', amount: 0 }, '谢谢参与的数量为0，其他类型的数量须大于0'],
      [{ kind: 'vip_days', amount: 400 }, '会员天数不能超过366天'],
      [{ kind: 'coupon', amount: 99_999 }, msg.couponTemplateUnknown],
      [{ weight: -1 }, '权重须为0至100000'],
      [{ name: '' }, '请填写奖品名称'],
      [{ id: 999_999 }, msg.prizeUnknown],
    ];
    for (const [change, message] of refusals)
      expect(
        await suite.call('/api/admin/signIn/prize', suite.tokens.operator, { ...formOf(prize!), ...change }),
        message,
      ).toMatchObject({
        code: Code.FAIL,
        msg: message,
      });
    expect((await show()).prizes[0]).toEqual(prize);
  });
});
