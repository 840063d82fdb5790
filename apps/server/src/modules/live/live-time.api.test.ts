import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTimeGrants, liveWatchMinutes } from '../../db/schema/live';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ LIVE_TIME_DAILY_MINUTES: '45' });
});
afterAll(() => app.close());

const receive = (token: string) => post(app, '/api/user/receiveLiveTime', {}, { token }).then((r) => r.json());

describe('the daily live-time gift', () => {
  it('says what it gives in init, and gives it once a day however many clicks race', async () => {
    const init = (await post(app, '/api/common/init', {})).json();
    expect(init.data.giveLiveTimeConfig.giveLiveTimeTip).toBe('每天可领取30分钟直播间观看时长');
    const { user, token } = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => receive(token)));
    const granted = answers.filter((answer) => answer.code === Code.SUCCESS);
    expect(granted).toEqual([
      {
        code: Code.SUCCESS,
        msg: '领取成功，45分钟直播时长已到账',
        time: expect.any(Number),
        data: { minutes: 45, total_minutes: 45 },
      },
    ]);
    expect(answers.filter((answer) => answer.msg === msg.liveTimeAlready)).toHaveLength(9);
    // Yesterday's gift adds to what is held.
    await app.db.update(liveTimeGrants).set({ day: '2026-01-01' }).where(eq(liveTimeGrants.userId, user.id));
    expect((await receive(token)).data).toEqual({ minutes: 45, total_minutes: 90 });
    const [held] = await app.db.select().from(liveWatchMinutes).where(eq(liveWatchMinutes.userId, user.id));
    expect(held!.minutesLeft).toBe(90);
  });

  it('asks a guest to log in', async () => {
    expect((await receive('')).code).toBe(Code.NEED_LOGIN);
  });
});
