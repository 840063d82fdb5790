import { Code } from '@vce/contract/codes';
import { SignInfo, sign } from '@vce/contract/commerce-sign-in';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySignins } from '../../../db/schema/commerce-sign-in';
import { shanghaiDay } from '../../../platform/request-info';
import { createTestApp, createUser, post, type TestApp } from '../../../test/harness';
import { ledgerCheck } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string) => post(app, url, {}, { token }).then((r) => r.json());
const daysAgo = (n: number) => shanghaiDay(new Date(Date.now() - n * 86_400_000));
const rowsOf = (userId: number) => app.db.select().from(dailySignins).where(eq(dailySignins.userId, userId));

describe('daily sign-in', () => {
  it('signs a user in once a day with its V粒 and a draw chance; a repeat answers the same run and no reward', async () => {
    const { user, token } = await createUser(app);
    expect((await call('/api/lottery_draw/signBaseInfo', token)).data).toEqual({
      todayIsSign: 0,
      continuous_days: 0,
      today_reward: 5,
      draw_chances: 0,
    });
    const first = await call('/api/lottery_draw/sign', token);
    expect(first).toMatchObject({ code: Code.SUCCESS, msg: msg.signSuccess });
    const signedInfo = { todayIsSign: 1, continuous_days: 1, today_reward: 5, draw_chances: 1 };
    expect(sign.data.parse(first.data)).toEqual({ ...signedInfo, reward: 5 });
    const again = await call('/api/lottery_draw/sign', token);
    expect(again).toMatchObject({ code: Code.SUCCESS, msg: msg.signAlready, data: { ...signedInfo, reward: 0 } });
    expect(SignInfo.parse((await call('/api/lottery_draw/signBaseInfo', token)).data)).toEqual(signedInfo);
    expect(await rowsOf(user.id)).toMatchObject([{ day: shanghaiDay(), streak: 1 }]);
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 5, sum: 5, last: 5 });
  });

  it("rewards each day of a run from the operators' table, the last row's from the seventh day on", async () => {
    const { user, token } = await createUser(app);
    await app.db.insert(dailySignins).values({ userId: user.id, day: daysAgo(1), streak: 9 });
    expect((await call('/api/lottery_draw/signBaseInfo', token)).data.today_reward).toBe(15);
    expect((await call('/api/lottery_draw/sign', token)).data).toMatchObject({ continuous_days: 10, reward: 15 });
    const bill = await post(app, '/api/finance/walletLog', { currency: 'vli', page: 1, limit: 5 }, { token });
    expect(bill.json().data.list[0]).toMatchObject({ kind: 'sign_in', amount: '+15', title: '每日签到（连续第10天）' });
  });

  it('counts consecutive Beijing days and starts again after a missed day', async () => {
    const { user: steady, token: steadyToken } = await createUser(app);
    await app.db.insert(dailySignins).values([
      { userId: steady.id, day: daysAgo(2), streak: 1 },
      { userId: steady.id, day: daysAgo(1), streak: 2 },
    ]);
    expect((await call('/api/lottery_draw/signBaseInfo', steadyToken)).data).toMatchObject({
      todayIsSign: 0,
      continuous_days: 2,
      today_reward: 8,
    });
    expect((await call('/api/lottery_draw/sign', steadyToken)).data.continuous_days).toBe(3);

    const { user: lapsed, token: lapsedToken } = await createUser(app);
    await app.db.insert(dailySignins).values({ userId: lapsed.id, day: daysAgo(2), streak: 5 });
    expect((await call('/api/lottery_draw/signBaseInfo', lapsedToken)).data.continuous_days).toBe(0);
    expect((await call('/api/lottery_draw/sign', lapsedToken)).data.continuous_days).toBe(1);
  });

  it('records one row when the same user signs many times at once', async () => {
    const { user, token } = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('/api/lottery_draw/sign', token)));
    expect(answers.map((answer) => answer.code)).toEqual(Array(6).fill(Code.SUCCESS));
    expect(answers.filter((answer) => answer.msg === msg.signSuccess)).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await ledgerCheck(app, user.id, 'vli')).toEqual({ balance: 5, sum: 5, last: 5 });
    expect((await call('/api/lottery_draw/signBaseInfo', token)).data.draw_chances).toBe(1);
  });

  it('keeps users apart and refuses guests with 4001', async () => {
    const { token: signer } = await createUser(app);
    const { token: other } = await createUser(app);
    await call('/api/lottery_draw/sign', signer);
    expect((await call('/api/lottery_draw/signBaseInfo', other)).data.todayIsSign).toBe(0);
    expect((await call('/api/lottery_draw/sign', '')).code).toBe(Code.NEED_LOGIN);
    expect((await call('/api/lottery_draw/signBaseInfo', '')).code).toBe(Code.NEED_LOGIN);
  });

  it("shows a month's signed days and the reward table, and refuses a malformed month", async () => {
    const { user, token } = await createUser(app);
    await call('/api/lottery_draw/sign', token);
    const calendar = await post(app, '/api/lottery_draw/signCalendar', {}, { token });
    expect(calendar.json().data).toMatchObject({
      month: shanghaiDay().slice(0, 7),
      signed_days: [shanghaiDay()],
      continuous_days: 1,
      rewards: [
        { run_day: 1, points: 5 },
        { run_day: 2, points: 5 },
        { run_day: 3, points: 8 },
        { run_day: 4, points: 8 },
        { run_day: 5, points: 10 },
        { run_day: 6, points: 10 },
        { run_day: 7, points: 15 },
      ],
    });
    await app.db.insert(dailySignins).values({ userId: user.id, day: '2026-02-28', streak: 1 });
    const february = await post(app, '/api/lottery_draw/signCalendar', { month: '2026-02' }, { token });
    expect(february.json().data.signed_days).toEqual(['2026-02-28']);
    const malformed = await post(app, '/api/lottery_draw/signCalendar', { month: '2026-13' }, { token });
    expect(malformed.json()).toMatchObject({ code: 0, msg: '月份格式不正确' });
  });
});
