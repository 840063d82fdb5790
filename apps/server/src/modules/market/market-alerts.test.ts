import { describe, expect, it } from 'vitest';
import { createRbBook } from '../../test/market-books';
import { beijingInstant } from './calendar';
import { AlertDetector } from './market-alerts';

/** One minute of rb's main month: the lots traded in it, and the price and open interest it left. */
interface TapeMinute {
  lots: number;
  price?: number;
  openInterest?: number;
  tradingDay?: string;
}

const opening = beijingInstant('2026-03-11', '09:00');

/**
 * Plays hand-built minutes on rb's main month one after another from 09:00, looking at each in its
 * last second as the engine does with its history; returns the alerts raised and in which minute.
 */
function play(tape: readonly TapeMinute[]) {
  const book = createRbBook();
  const { main } = book;
  const detector = new AlertDetector();
  return tape.flatMap((minute, index) => {
    // A new trading day's volume counts from nothing, as the exchanges' quotes do.
    if (minute.tradingDay && minute.tradingDay !== book.tradingDay) {
      book.tradingDay = minute.tradingDay;
      main.volume = 0;
    }
    main.volume += minute.lots;
    main.last = minute.price ?? main.last;
    main.openInterest = minute.openInterest ?? main.openInterest;
    const alerts = detector.inspect([book], opening + index * 60_000 + 59_000);
    return alerts.map((alert) => ({ minute: index, kind: alert.kind, text: alert.text }));
  });
}

const steady = (count: number, minute: TapeMinute = { lots: 100 }) => Array.from({ length: count }, () => minute);
/** Minutes whose open interest moves by `perMinute` each, from 100,000. */
const building = (count: number, perMinute: number) =>
  Array.from({ length: count }, (_, index) => ({ lots: 100, openInterest: 100_000 + perMinute * (index + 1) }));

describe('AlertDetector volume spikes', () => {
  it('raises one when a minute trades six times the half-hour average', () => {
    expect(play([...steady(30), { lots: 600 }])).toEqual([
      { minute: 30, kind: 'volume_spike', text: expect.stringContaining('1分钟成交600手') },
    ]);
  });

  it('raises none for a busy minute under six times the average', () => {
    expect(play([...steady(30), { lots: 590 }])).toEqual([]);
  });

  it('measures a new trading day by its own minutes, not against yesterday’s total', () => {
    const nextDay = { lots: 100, tradingDay: '2026-03-12' };
    expect(play([...steady(40), ...steady(12, nextDay), { ...nextDay, lots: 700 }])).toEqual([
      { minute: 52, kind: 'volume_spike', text: expect.stringContaining('1分钟成交700手') },
    ]);
  });

  it('takes no busy minute after a session break for a spike: the break’s idle minutes do not count', () => {
    expect(play([...steady(30), ...steady(120, { lots: 0 }), ...steady(30)])).toEqual([]);
  });
});

describe('AlertDetector open interest', () => {
  it('raises a surge when positions build by 2 % within five minutes', () => {
    expect(play([...steady(10), ...building(5, 450)])).toEqual([
      { minute: 14, kind: 'oi_surge', text: expect.stringContaining('5分钟内增仓2250手') },
    ]);
  });

  it('raises a drop when positions unwind by 2 % within five minutes', () => {
    expect(play([...steady(10), ...building(5, -450)])).toEqual([
      { minute: 14, kind: 'oi_drop', text: expect.stringContaining('5分钟内减仓2250手') },
    ]);
  });

  it('raises none when the same build takes ten minutes', () => {
    expect(play([...steady(10), ...building(10, 250)])).toEqual([]);
  });

  it('stays quiet for ten minutes after an alert of the same kind', () => {
    const alerts = play([...steady(10), ...building(25, 1200)]);
    expect(alerts.map(({ minute, kind }) => [minute, kind])).toEqual([
      [11, 'oi_surge'],
      [21, 'oi_surge'],
      [31, 'oi_surge'],
    ]);
  });
});

describe('AlertDetector sharp moves', () => {
  it('raises a surge when rb rises 0.7 % in five minutes, over 2.5 times its five-minute volatility', () => {
    const rising = [3305, 3310, 3315, 3320, 3324].map((price) => ({ lots: 100, price }));
    expect(play([...steady(10), ...rising])).toEqual([
      { minute: 14, kind: 'surge', text: expect.stringContaining('5分钟内快速拉升0.73%') },
    ]);
  });

  it('measures five minutes of the clock in a thin market, not its last five trades', () => {
    const trades = [3310, 3320, 3330, 3340, 3350, 3360];
    const thin = trades.flatMap((price) => [{ lots: 10, price }, ...steady(9, { lots: 0 })]);
    expect(play([...steady(10), ...thin])).toEqual([]);
  });
});
