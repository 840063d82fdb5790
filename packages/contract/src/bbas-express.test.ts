import { describe, expect, it } from 'vitest';
import type { BbasExpressItem } from './bbas';
import { alertFlash, mergeFlashes } from './bbas-express';

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

const flash = (id: string, time: number): BbasExpressItem => ({
  id,
  kind: 'alert',
  time,
  title: id,
  content: '',
  source: 'vce行情监控',
  price: 1,
  zdf: 0,
});

describe('market express lists', () => {
  it('put pushed flashes and stored ones together newest first, each once', () => {
    const pushed = [flash('alert-3', 3), flash('alert-2', 2)];
    const stored = [flash('alert-2', 2), flash('note-1', 1)];
    expect(mergeFlashes(pushed, stored).map((item) => item.id)).toEqual(['alert-3', 'alert-2', 'note-1']);
  });

  it('keep the newest up to the limit', () => {
    const merged = mergeFlashes([flash('a', 5)], [flash('b', 9), flash('c', 1)], 2);
    expect(merged.map((item) => item.id)).toEqual(['b', 'a']);
  });
});
