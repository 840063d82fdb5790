import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';
import { createUser } from '../../test/harness';
import { ledgerCheck } from '../../test/money';

const suite = consoleTestApp(['finance']);

const adjust = (id: number, currency: 'vq' | 'vli', amount: string, reason = '直播活动奖励补发') =>
  suite.call('/api/admin/users/adjustBalance', suite.tokens.finance, { id, currency, amount, reason });

describe('adjusting balances', () => {
  it('adds and takes V券 with a reason the user reads on the bill, never below zero', async () => {
    const member = await createUser(suite.app);
    expect((await adjust(member.user.id, 'vq', '10')).data.balances).toEqual({ money: '10.00', score: 0 });
    expect((await adjust(member.user.id, 'vq', '-3.50', '重复补发扣回')).data.balances.money).toBe('6.50');
    expect(await adjust(member.user.id, 'vq', '-6.51')).toMatchObject({ code: Code.FAIL, msg: msg.adjustBelowZero });

    const bill = (await suite.call('/api/finance/walletLog', member.token, { currency: 'vq' })).data;
    expect(bill).toMatchObject({ balance: '6.50', total: 2 });
    expect(bill.list[0]).toMatchObject({ amount: '-3.50', kind: 'adjust', title: '重复补发扣回' });
    expect(bill.list[1]).toMatchObject({ amount: '+10.00', kind: 'adjust', title: '直播活动奖励补发' });
    expect(await ledgerCheck(suite.app, member.user.id)).toEqual({ balance: 650, sum: 650, last: 650 });

    const [audit] = await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(audit).toMatchObject({
      call: '/api/admin/users/adjustBalance',
      role: 'finance',
      target: String(member.user.id),
      before: { money: '10.00' },
      after: { money: '6.50', change: 'vq -3.50', reason: '重复补发扣回' },
    });
  });

  it('takes exactly what the balance holds under concurrent takes', async () => {
    const member = await createUser(suite.app);
    await adjust(member.user.id, 'vli', '500');
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust(member.user.id, 'vli', '-100')));
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(5);
    expect(await ledgerCheck(suite.app, member.user.id, 'vli')).toEqual({ balance: 0, sum: 0, last: 0 });
  });

  it.each([
    ['vli', '1.5', msg.adjustScoreWhole],
    ['vq', '0', msg.adjustZero],
    ['vq', '-0.00', msg.adjustZero],
    ['vq', '100000.01', msg.adjustTooLarge],
    ['vq', '1e3', '调整数量格式不正确'],
    ['vq', '5', '请填写调整原因', ' '],
  ] as const)(
    'refuses %s %s with a message, and changes nothing',
    async (currency, amount, message, reason?: string) => {
      const member = await createUser(suite.app);
      const answer = await adjust(member.user.id, currency, amount, reason);
      expect(answer).toMatchObject({ code: Code.FAIL, msg: expect.stringContaining(message) });
      expect(await ledgerCheck(suite.app, member.user.id, currency)).toEqual({ balance: 0, sum: 0, last: null });
    },
  );

  it('answers an unknown user plainly', async () => {
    expect(await adjust(999_999, 'vq', '1')).toMatchObject({ code: Code.FAIL, msg: msg.adminUserUnknown });
    expect((await suite.app.db.select().from(adminAudit).where(eq(adminAudit.target, '999999'))).length).toBe(0);
  });
});
