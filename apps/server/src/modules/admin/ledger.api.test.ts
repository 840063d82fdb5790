import { Code } from '@vce/contract/codes';
import { beijingDate } from '@vce/market-core/calendar';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletBalances, walletLedger } from '../../db/schema/commerce-wallet';
import { consoleTestApp } from '../../test/admin';
import { createUser } from '../../test/harness';
import { buyMonthlyVip, fundBalance } from '../../test/money';

const suite = consoleTestApp(['finance']);
const DAY_MS = 86_400_000;
const today = beijingDate(Date.now());
const yesterday = beijingDate(Date.now() - DAY_MS);

type Day = {
  day: string;
  opening: string;
  closing: string;
  credits: string;
  debits: string;
  breaks: number;
  by_kind: { kind: string; amount: string; count: number }[];
};
const totals = async (from: string, to: string, currency: 'vq' | 'vli' = 'vq') => {
  const answer = await suite.call('/api/admin/ledger/days', suite.tokens.finance, { from, to, currency });
  expect(answer.code, answer.msg).toBe(Code.SUCCESS);
  return answer.data as { days: Day[]; ledger_total: string; balances_total: string };
};
const cents = (yuan: string) => Math.round(Number(yuan) * 100);
const kindOf = (day: Day, kind: string) => day.by_kind.find((row) => row.kind === kind);

describe('资金日报: the balances’ daily totals', () => {
  it('agrees with the balances on a fresh install, in V券 and in V粒', async () => {
    for (const currency of ['vq', 'vli'] as const) {
      const now = await totals(yesterday, today, currency);
      expect(now.ledger_total).toBe(now.balances_total);
      expect(now.days.map((day) => day.breaks)).toEqual([0, 0]);
      expect(now.days[1]!.closing).toBe(now.ledger_total);
    }
  });

  it('moves the day’s closing by what was granted, spent and adjusted, each under its kind', async () => {
    const before = (await totals(today, today)).days[0]!;
    const buyer = await createUser(suite.app);
    // 68.00 in and spent on a VIP月卡, then 10.00 more by finance's adjustment.
    await buyMonthlyVip(suite.app, buyer);
    const adjusted = await suite.call('/api/admin/users/adjustBalance', suite.tokens.finance, {
      id: buyer.user.id,
      currency: 'vq',
      amount: '10.00',
      reason: '活动补偿',
    });
    expect(adjusted).toMatchObject({ code: Code.SUCCESS });
    const after = await totals(today, today);
    const day = after.days[0]!;
    expect(day.opening).toBe(before.opening);
    expect(cents(day.closing) - cents(before.closing)).toBe(1000);
    expect(cents(day.credits) - cents(before.credits)).toBe(7800);
    expect(cents(day.debits) - cents(before.debits)).toBe(-6800);
    expect(kindOf(day, 'purchase')!.count - (kindOf(before, 'purchase')?.count ?? 0)).toBe(1);
    expect(cents(kindOf(day, 'adjust')!.amount) - cents(kindOf(before, 'adjust')?.amount ?? '0')).toBe(1000);
    expect(after.ledger_total).toBe(after.balances_total);
    expect(after.ledger_total).toBe(day.closing);
  });

  it('puts a movement on its Beijing day, each closing the next day’s opening', async () => {
    const { user } = await createUser(suite.app);
    await fundBalance(suite.app, user.id, 5, 'vli');
    // Written at 23:59:30 Beijing the day before yesterday.
    const late = new Date(Date.parse(`${beijingDate(Date.now() - 2 * DAY_MS)}T23:59:30+08:00`));
    const [row] = await suite.app.db.select().from(walletLedger).where(eq(walletLedger.userId, user.id));
    await suite.app.db.update(walletLedger).set({ createdAt: late }).where(eq(walletLedger.id, row!.id));
    const first = beijingDate(Date.now() - 2 * DAY_MS);
    const { days } = await totals(first, today, 'vli');
    expect(days.map((day) => day.day)).toEqual([first, yesterday, today]);
    expect(kindOf(days[0]!, 'grant')).toMatchObject({ amount: '5', count: 1 });
    expect(kindOf(days[1]!, 'grant')).toBeUndefined();
    expect(days[1]!.opening).toBe(days[0]!.closing);
    expect(days[2]!.opening).toBe(days[1]!.closing);
  });

  it('shows a movement whose balance does not follow, and balances the ledger does not explain', async () => {
    const { user } = await createUser(suite.app);
    await fundBalance(suite.app, user.id, 2000);
    await fundBalance(suite.app, user.id, 3000);
    const [last] = await suite.app.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, user.id))
      .orderBy(desc(walletLedger.id))
      .limit(1);
    await suite.app.db.update(walletLedger).set({ balanceAfter: 9000 }).where(eq(walletLedger.id, last!.id));
    await suite.app.db
      .update(walletBalances)
      .set({ moneyCents: sql`${walletBalances.moneyCents} + 1` })
      .where(eq(walletBalances.userId, user.id));
    const now = await totals(today, today);
    expect(now.days[0]!.breaks).toBe(1);
    expect(cents(now.balances_total) - cents(now.ledger_total)).toBe(1);
  });

  it('refuses a range backwards, longer than a quarter, or of an unknown currency', async () => {
    expect(
      await suite.call('/api/admin/ledger/days', suite.tokens.finance, { from: today, to: yesterday, currency: 'vq' }),
    ).toMatchObject({
      code: Code.FAIL,
      msg: '开始日期不能晚于结束日期',
    });
    expect(
      await suite.call('/api/admin/ledger/days', suite.tokens.finance, {
        from: '2026-01-01',
        to: '2026-06-30',
        currency: 'vq',
      }),
    ).toMatchObject({ msg: '一次最多查看92天' });
    expect(
      await suite.call('/api/admin/ledger/days', suite.tokens.finance, { from: today, to: today, currency: 'usd' }),
    ).toMatchObject({
      msg: expect.stringContaining('币种不正确'),
    });
  });
});
