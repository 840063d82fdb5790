import { describe, expect, it } from 'vitest';
import { createRbAlert, createRbBook } from '../../test/market-books';
import { beijingInstant } from '@vce/market-core/calendar';
import { AlertDetector, type MarketAlert } from './market-alerts';

/** One minute of rb's main month: the lots traded in it, and the price and open interest it left. */
interface TapeMinute {
  lots: number;
  price?: number;
  openInterest?: number;
  tradingDay?: string;
}

const opening = beijingInstant('2026-03-11', '09:00');

/** The moment the detector looks at the tape's minute `index`: its last second. */
const minuteAt = (index: number) => opening + index * 60_000 + 59_000;

/**
 * Plays hand-built minutes on rb's main month one after another from 09:00, looking at each in its
 * last second as the engine does with its history; returns the alerts raised and in which minute.
 * `earlier` are the stored alerts of a run before, as a restart primes the detector with them.
 */
function play(tape: readonly TapeMinute[], earlier: readonly MarketAlert[] = []) {
  const book = createRbBook();
  const { main } = book;
  const detector = new AlertDetector();
  detector.prime(earlier);
  return tape.flatMap((minute, index) => {
    // A new trading day's volume counts from nothing, as the exchanges' quotes do.
    if (minute.tradingDay && minute.tradingDay !== book.tradingDay) {
      book.tradingDay = minute.tradingDay;
      main.volume = 0;
    }
    main.volume += minute.lots;
    main.last = minute.price ?? main.last;
    main.openInterest = minute.openInterest ?? main.openInterest;
    const alerts = detector.inspect([book], minuteAt(index));
    return alerts.map((alert) => ({ minute: index, kind: alert.kind, text: alert.text }));
  });
}

const steady = (count: number, minute: TapeMinute = { lots: 100 }) => Array.from({ length: count }, () => minute);
const at = (price: number, count = 1) => steady(count, { lots: 100, price });
/** Alerts of the limits only, as [minute, kind]. */
const limitAlertsOf = (alerts: ReturnType<typeof play>) =>
  alerts.filter(({ kind }) => kind.startsWith('limit_')).map(({ minute, kind }) => [minute, kind]);
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
    const thin = trades.flatMap((price) => [{ lots: 100, price }, ...steady(9, { lots: 0 })]);
    expect(play([...steady(10), ...thin])).toEqual([]);
  });

  it('raises a surge on fifty lots traded in its five minutes', () => {
    const rising = [3305, 3310, 3315, 3320, 3324].map((price) => ({ lots: 10, price }));
    expect(play([...steady(10, { lots: 10 }), ...rising]).map(({ kind }) => kind)).toEqual(['surge']);
  });

  it('raises no price alert on a few odd lots, as a dormant product trades', () => {
    const odd = [3305, 3310, 3315, 3320, 3324, 3531, 3531].map((price) => ({ lots: 9, price }));
    expect(play([...steady(10, { lots: 2 }), ...odd])).toEqual([]);
  });
});

describe('AlertDetector limit moves', () => {
  it('tells a contract that reaches its limit and stays there once, not every ten minutes', () => {
    const alerts = play([...steady(5), ...at(3531, 60)]);
    expect(alerts.filter(({ kind }) => kind === 'limit_up')).toEqual([
      { minute: 5, kind: 'limit_up', text: expect.stringContaining('触及涨停价3531') },
    ]);
  });

  it('tells the limit opened when the price leaves it', () => {
    const alerts = play([...steady(5), ...at(3531, 20), ...at(3520, 5)]);
    expect(alerts.filter(({ kind }) => kind.startsWith('limit_'))).toEqual([
      { minute: 5, kind: 'limit_up', text: expect.stringContaining('触及涨停价3531') },
      { minute: 25, kind: 'limit_up_opened', text: expect.stringContaining('打开涨停价3531，现价3520') },
    ]);
  });

  it('tells 跌停 and its opening the same way', () => {
    expect(limitAlertsOf(play([...steady(5), ...at(3069, 20), ...at(3080, 5)]))).toEqual([
      [5, 'limit_down'],
      [25, 'limit_down_opened'],
    ]);
  });

  it('tells a flickering limit at most once in ten minutes each way, the last word once the quiet period ends', () => {
    const alerts = play([...steady(5), ...at(3531, 2), ...at(3520, 2), ...at(3531, 20)]);
    expect(limitAlertsOf(alerts)).toEqual([
      [5, 'limit_up'],
      [7, 'limit_up_opened'],
      [15, 'limit_up'],
    ]);
  });

  it('does not tell yesterday’s limit opened when the next trading day trades under it', () => {
    const nextDay = { lots: 100, price: 3450, tradingDay: '2026-03-12' };
    expect(limitAlertsOf(play([...steady(5), ...at(3531, 5), ...steady(10, nextDay)]))).toEqual([[5, 'limit_up']]);
  });
});

describe('AlertDetector after a restart, primed with the run before’s stored alerts', () => {
  it('stays quiet inside the quiet period of an alert the run before raised', () => {
    const earlier = [createRbAlert({ kind: 'oi_surge', time: minuteAt(5) })];
    const alerts = play([...steady(10), ...building(25, 1200)], earlier);
    expect(alerts.map(({ minute, kind }) => [minute, kind])).toEqual([
      [15, 'oi_surge'],
      [25, 'oi_surge'],
    ]);
  });

  it('does not tell again a limit the run before told while the price stays there, and tells it opened', () => {
    const earlier = [
      createRbAlert({ kind: 'limit_up', time: opening - 40 * 60_000, price: 3531 }),
      createRbAlert({ kind: 'limit_up_opened', time: opening - 30 * 60_000, price: 3525 }),
      createRbAlert({ kind: 'limit_up', time: opening - 20 * 60_000, price: 3531 }),
    ];
    expect(limitAlertsOf(play([...at(3531, 30), ...at(3520)], earlier))).toEqual([[30, 'limit_up_opened']]);
  });

  it('tells a limit anew when the one the run before told was at another day’s limit price', () => {
    const earlier = [createRbAlert({ kind: 'limit_up', time: opening - 20 * 60 * 60_000, price: 3400 })];
    expect(limitAlertsOf(play([...steady(5), ...at(3531, 5)], earlier))).toEqual([[5, 'limit_up']]);
  });

  it('takes up only alerts of the contract that is main now', () => {
    const earlier = [createRbAlert({ kind: 'oi_surge', time: minuteAt(5), contract: 'rb2601' })];
    expect(play([...steady(10), ...building(5, 450)], earlier)).toEqual([
      { minute: 14, kind: 'oi_surge', text: expect.stringContaining('5分钟内增仓2250手') },
    ]);
  });
});
