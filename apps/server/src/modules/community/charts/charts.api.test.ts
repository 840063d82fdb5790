import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, createVeteran, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => callAs(app)(url, token, body);
const veteran = () => createVeteran(app);

describe('chart cards', () => {
  it("stores a post's chart state and gives it to every reader; bad states are refused with a message", async () => {
    const [author, other] = await Promise.all([veteran(), veteran()]);
    const at = Date.UTC(2026, 10, 20, 7, 0);
    const published = await call('/api/qi_you/addPost', author.token, {
      title: '螺纹日线破位',
      content: '<p>看图</p>',
      chart: { symbol: 'rb', period: '1d', indicators: ['MA', 'MACD', 'MA'], at },
    });
    expect(published.code).toBe(Code.SUCCESS);
    expect((await call('/api/qi_you/postDetail', '', { id: published.data.id })).data.chart).toEqual({
      symbol: 'rb',
      name: '螺纹钢',
      tick_size: 1,
      period: '1d',
      indicators: ['MA', 'MACD'],
      at,
    });
    // No moment: the chart stops when the post is published.
    const latest = await call('/api/qi_you/addPost', other.token, {
      title: '黄金小时线',
      content: '<p>看图</p>',
      chart: { symbol: 'au', period: '60m' },
    });
    const chart = (await call('/api/qi_you/postDetail', '', { id: latest.data.id })).data.chart;
    expect(chart).toMatchObject({ symbol: 'au', period: '60m', indicators: [] });
    expect(Math.abs(chart.at - Date.now())).toBeLessThan(60_000);

    const refused = (chart: object) =>
      call('/api/qi_you/addPost', author.token, { title: '坏图', content: '<p>x</p>', chart });
    expect(await refused({ symbol: 'zz', period: '1d' })).toMatchObject({ code: Code.FAIL, msg: msg.chartCardInvalid });
    expect(await refused({ symbol: 'rb', period: '3d' })).toMatchObject({ msg: msg.chartCardInvalid });
    expect(await refused({ symbol: 'rb', period: '1d', indicators: ['MA', 'EMA', 'BOLL', 'KDJ'] })).toMatchObject({
      msg: 'K线图最多叠加3个指标',
    });
    expect(await refused({ symbol: 'rb', period: '1d', at: Date.now() + 86_400_000 })).toMatchObject({
      msg: msg.chartCardMomentInvalid,
    });
  });
});
