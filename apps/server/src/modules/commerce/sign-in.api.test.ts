import { Code } from '@vce/contract/codes';
import { SignInfo } from '@vce/contract/commerce-sign-in';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySignins } from '../../db/schema/commerce';
import { shanghaiDay } from '../../platform/request-info';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string) => post(app, url, {}, { token }).then((r) => r.json());
const daysAgo = (n: number) => shanghaiDay(new Date(Date.now() - n * 86_400_000));
const rowsOf = (userId: number) => app.db.select().from(dailySignins).where(eq(dailySignins.userId, userId));

describe('daily sign-in', () => {
  it('signs a user in once a day: todayIsSign turns 1 and a repeat answers the same run', async () => {
    const { user, token } = await createUser(app);
    expect((await call('/api/lottery_draw/signBaseInfo', token)).data).toEqual({ todayIsSign: 0, continuous_days: 0 });
    const first = await call('/api/lottery_draw/sign', token);
    expect(first).toMatchObject({ code: Code.SUCCESS, msg: msg.signSuccess });
    expect(SignInfo.parse(first.data)).toEqual({ todayIsSign: 1, continuous_days: 1 });
    const again = await call('/api/lottery_draw/sign', token);
    expect(again).toMatchObject({ code: Code.SUCCESS, msg: msg.signAlready, data: first.data });
    expect((await call('/api/lottery_draw/signBaseInfo', token)).data).toEqual(first.data);
    expect(await rowsOf(user.id)).toMatchObject([{ day: shanghaiDay(), streak: 1 }]);
  });

  it('counts consecutive Beijing days and starts again after a missed day', async () => {
    const { user: steady, token: steadyToken } = await createUser(app);
    await app.db.insert(dailySignins).values([
      { userId: steady.id, day: daysAgo(2), streak: 1 },
      { userId: steady.id, day: daysAgo(1), streak: 2 },
    ]);
    expect((await call('/api/lottery_draw/signBaseInfo', steadyToken)).data).toEqual({
      todayIsSign: 0,
      continuous_days: 2,
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
  });

  it('keeps users apart and refuses guests with 4001', async () => {
    const { token: signer } = await createUser(app);
    const { token: other } = await createUser(app);
    await call('/api/lottery_draw/sign', signer);
    expect((await call('/api/lottery_draw/signBaseInfo', other)).data.todayIsSign).toBe(0);
    expect((await call('/api/lottery_draw/sign', '')).code).toBe(Code.NEED_LOGIN);
    expect((await call('/api/lottery_draw/signBaseInfo', '')).code).toBe(Code.NEED_LOGIN);
  });
});
