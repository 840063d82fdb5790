import { Code } from '@vce/contract/codes';
import {
  drillLeaderboard,
  drillStanding,
  type DrillView,
  DrillView as DrillViewSchema,
} from '@vce/contract/learning-drills';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = async (token: string, path: string, body: object = {}) => callAs(app, token, `/api/training${path}`, body);
const drillFrom = (answer: { code: number; data: unknown; msg: string }): DrillView => {
  expect(answer.msg).toBe('');
  return DrillViewSchema.parse(answer.data);
};
const start = async (token: string, body: object = { symbol: 'rb' }) =>
  drillFrom(await call(token, '/drill/start', body));

/** Reveals bars until the drill is finished; answers the last view. */
async function revealAll(token: string, drill: DrillView) {
  let view = drill;
  while (view.status !== 'finished') view = drillFrom(await call(token, '/drill/next', { id: drill.id }));
  return view;
}

describe('K-line drills', () => {
  it('shows real bars up to a hidden point and scores a long in ticks and money by the product’s tick value', async () => {
    const { token } = await createUser(app);
    const drill = await start(token);
    // 螺纹钢: 1 元/吨 a tick, 10 吨 a lot.
    expect(drill).toMatchObject({ status: 'deciding', symbol: 'rb', name: '螺纹钢', tick_size: 1, tick_value: 10 });
    expect(drill.shown).toBeGreaterThanOrEqual(20);
    expect(drill.bars).toHaveLength(drill.shown);
    expect(drill.reveal_total).toBe(8);
    const daily = app.market.seriesOf('rb')!.daily;
    const shownTimes = drill.bars.map((bar) => bar[0]);
    expect(shownTimes.every((time) => daily.some((bar) => bar.time === time))).toBe(true);

    // A stop far below is never hit: the result is the last revealed close less the entry.
    const lastClose = drill.bars.at(-1)![4];
    const decided = drillFrom(await call(token, '/drill/decide', { id: drill.id, side: 'long', stop: lastClose / 2 }));
    expect(decided).toMatchObject({ status: 'revealing', side: 'long', revealed: 0, entry_price: null });
    const first = drillFrom(await call(token, '/drill/next', { id: drill.id }));
    expect(first.bars).toHaveLength(drill.shown + 1);
    const entry = first.bars[drill.shown]![1];
    expect(first.entry_price).toBe(entry);
    const done = await revealAll(token, first);
    expect(done.bars).toHaveLength(drill.shown + 8);
    const exit = done.bars.at(-1)![4];
    const ticks = Math.round(exit - entry);
    expect(done.result).toMatchObject({ exit: 'close', exit_price: exit, ticks, money: ticks * 10 });
    expect(done.result!.correct).toBe(ticks > 0);
    expect(done.result!.score).toBe(ticks > 0 ? 12 : 2);
  });

  it('scores a short the other way, hides product and dates in blind mode until the answer', async () => {
    const { token } = await createUser(app);
    const drill = await start(token, { symbol: 'au', blind: true });
    expect(drill).toMatchObject({ symbol: null, name: null, blind: true });
    expect(drill.bars[0]![0]).toBe(0);
    expect(drill.bars[1]![0]).toBe(86_400_000);
    await call(token, '/drill/decide', { id: drill.id, side: 'short' });
    const done = await revealAll(token, drill);
    expect(done).toMatchObject({ symbol: 'au', name: '黄金', status: 'finished' });
    expect(done.bars[0]![0]).toBeGreaterThan(1_600_000_000_000);
    // 黄金: 0.02 元/克 a tick, 1000 克 a lot: 20 yuan a tick.
    const entry = done.bars[done.shown]![1];
    const ticks = Math.round((entry - done.bars.at(-1)![4]) / 0.02);
    expect(done.result).toMatchObject({ ticks, money: ticks * 20 });
  });

  it('refuses bad calls with a Chinese message, and keeps each drill to its learner', async () => {
    const { token } = await createUser(app);
    const other = await createUser(app);
    expect(await call('', '/drill/start', { symbol: 'rb' })).toMatchObject({ code: Code.NEED_LOGIN });
    expect(await call(token, '/drill/start', { period: '5m' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.drillPeriodInvalid,
    });
    expect(await call(token, '/drill/start', { symbol: 'zz' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.unknownSymbol,
    });
    const drill = await start(token);
    const close = drill.bars.at(-1)![4];
    expect(await call(token, '/drill/next', { id: drill.id })).toMatchObject({ msg: msg.drillNotDecided });
    expect(await call(token, '/drill/decide', { id: drill.id, side: 'long', stop: close + 10 })).toMatchObject({
      code: Code.FAIL,
      msg: msg.drillStopLong.replace('{close}', String(close)),
    });
    expect(await call(token, '/drill/decide', { id: drill.id, side: 'wait', stop: close })).toMatchObject({
      msg: msg.drillStopOnWait,
    });
    expect(await call(token, '/drill/decide', { id: drill.id, side: 'sideways' })).toMatchObject({
      msg: msg.drillSideInvalid,
    });
    for (const path of ['/drill/details', '/drill/decide', '/drill/next'])
      expect(await call(other.token, path, { id: drill.id, side: 'long' })).toMatchObject({
        code: Code.FAIL,
        msg: msg.drillUnknown,
      });
    await call(token, '/drill/decide', { id: drill.id, side: 'wait' });
    expect(await call(token, '/drill/decide', { id: drill.id, side: 'long' })).toMatchObject({ msg: msg.drillDecided });
  });

  it('counts a drill once however many reveals race, and ranks the week by score', async () => {
    const { user, token } = await createUser(app);
    const drill = await start(token);
    await call(token, '/drill/decide', { id: drill.id, side: 'wait' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(token, '/drill/next', { id: drill.id })));
    expect(answers.every((answer) => answer.code === Code.SUCCESS || answer.msg === msg.drillFinished)).toBe(true);
    const done = drillFrom(await call(token, '/drill/details', { id: drill.id }));
    if (done.status !== 'finished') await revealAll(token, done);
    const finished = drillFrom(await call(token, '/drill/details', { id: drill.id }));
    expect(finished.revealed).toBe(8);
    const standing = drillStanding.data.parse((await call(token, '/drill/standing')).data);
    expect(standing).toMatchObject({ drills: 1, score: finished.result!.score, open_drill_id: null });
    expect(standing.streak).toBe(finished.result!.correct ? 1 : 0);

    const board = drillLeaderboard.data.parse((await call(token, '/leaderboard')).data);
    expect(board.week_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${board.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(board.mine).toMatchObject({ user_id: user.id, score: finished.result!.score, drills: 1 });
    const ranks = board.list.map((row) => row.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const guest = drillLeaderboard.data.parse((await call('', '/leaderboard')).data);
    expect(guest.mine).toBeNull();
  });
});
