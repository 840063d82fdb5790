import { describe, expect, it } from 'vitest';
import { alertFlash } from './bbas-express';

describe('an alert as a market express flash', () => {
  it('tells what happened in Chinese, with the price and the signed change, signed by the monitor', () => {
    const time = Date.parse('2026-01-05T02:00:00Z');
    const flash = alertFlash({
      time,
      symbol: 'rb',
      name: '螺纹钢',
      contract: 'rb2605',
      kind: 'surge',
      text: '螺纹钢rb2605 5分钟内快速拉升1.20%',
      price: 3880,
      zdf: 1.5,
    });
    expect(flash).toEqual({
      id: `alert-${time}-surge`,
      kind: 'alert',
      time,
      title: '螺纹钢快速拉升',
      content: '螺纹钢rb2605 5分钟内快速拉升1.20%，最新价3880，涨跌幅+1.5%。',
      source: 'vce行情监控',
      price: 3880,
      zdf: 1.5,
    });
  });
});
