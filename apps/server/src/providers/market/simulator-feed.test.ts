import { describe, expect, it } from 'vitest';
import { beijingDate, beijingInstant, previousTradingDay, sessionMinutes } from '@vce/market-core/calendar';
import { catalogueProducts } from '@vce/market-core/product-spec';
import { candleFlaws, contractFlaws } from '../../test/market-checks';
import type { ProductBook, ProductHistory } from './market-feed';
import { SimulatorFeed } from './simulator-feed';

/** Busy products of each exchange and the dormant ones, which trade a few lots a day. */
const busy = ['rb', 'au', 'sc', 'SR', 'lc', 'IF', 'T'];
const dormant = ['fb', 'bb', 'PM', 'RI', 'LR', 'JR', 'ZC'];
const specs = catalogueProducts.filter((spec) => [...busy, ...dormant].includes(spec.code));

/** Wednesday 11 March 2026, 10:20:30 Beijing: mid-morning of a trading day. */
const now = beijingInstant('2026-03-11', '10:20') + 30_000;
const range = { dailyDays: 20, minuteDays: 3 };

const openFeed = (seed: string, alwaysOpen = false, at = now) => {
  const feed = new SimulatorFeed(specs, { seed, alwaysOpen });
  const histories = new Map(
    [...feed.open(at, range, { stored: new Map() })].map((history) => [history.product, history]),
  );
  return { feed, histories };
};
const historyOf = (histories: Map<string, ProductHistory>, code: string) => {
  const history = histories.get(code);
  if (!history) throw new Error(`no history of ${code}`);
  return history;
};

describe('SimulatorFeed history', () => {
  const { feed, histories } = openFeed('history');

  it('gives one history per product', () => {
    expect([...histories.keys()].sort()).toEqual(specs.map((spec) => spec.code).sort());
    expect(feed.books.every((book) => book.tradingDay === '2026-03-11')).toBe(true);
  });

  it('spans the requested trading days, then today', () => {
    let first = '2026-03-11';
    for (let i = 0; i < range.dailyDays; i++) first = previousTradingDay(first);
    for (const code of busy) {
      const days = historyOf(histories, code).daily.map((bar) => beijingDate(bar.time));
      expect(days, code).toHaveLength(range.dailyDays + 1);
      expect(days[0], code).toBe(first);
      expect(days.at(-1), code).toBe('2026-03-11');
      expect(new Set(days).size).toBe(days.length);
    }
    for (const code of busy) {
      const days = historyOf(histories, code).minutes.map((day) => day.tradingDay);
      expect(days, code).toEqual(['2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11']);
    }
  });

  it('gives candles with low ≤ open, close ≤ high on the tick grid, in time order', () => {
    const flaws = specs.flatMap((spec) => {
      const history = historyOf(histories, spec.code);
      const minutes = history.minutes.flatMap((day) => day.bars);
      return [
        ...candleFlaws(history.daily, spec.tick_size, `${spec.code} daily`),
        ...candleFlaws(minutes, spec.tick_size, `${spec.code} minute`),
      ];
    });
    expect(flaws.slice(0, 5)).toEqual([]);
  });

  it('puts minute bars only in the trading sessions, and none after now', () => {
    const misplaced = specs.flatMap((spec) =>
      historyOf(histories, spec.code).minutes.flatMap((day) => {
        const session = new Set(sessionMinutes({ day: spec.day_session, night: spec.night_session }, day.tradingDay));
        return day.bars
          .filter((bar) => !session.has(bar.time) || bar.time + 60_000 > now)
          .map((bar) => `${spec.code} ${new Date(bar.time).toISOString()}`);
      }),
    );
    expect(misplaced).toEqual([]);
  });

  it('keeps each day’s minute bars inside the daily bar and adds them up to its volume', () => {
    for (const spec of specs) {
      const history = historyOf(histories, spec.code);
      for (const day of history.minutes) {
        const daily = history.daily.find((bar) => beijingDate(bar.time) === day.tradingDay);
        if (!daily) {
          expect(day.bars, `${spec.code} ${day.tradingDay}`).toEqual([]);
          continue;
        }
        const label = `${spec.code} ${day.tradingDay}`;
        expect(Math.min(...day.bars.map((bar) => bar.low)), label).toBe(daily.low);
        expect(Math.max(...day.bars.map((bar) => bar.high)), label).toBe(daily.high);
        expect(day.bars[0]?.open, label).toBe(daily.open);
        expect(day.bars.at(-1)?.close, label).toBe(daily.close);
        expect(
          day.bars.reduce((sum, bar) => sum + bar.volume, 0),
          label,
        ).toBe(daily.volume);
      }
    }
  });

  it('ends today’s series at the main contract’s figures', () => {
    for (const code of busy) {
      const main = feed.books.find((book) => book.spec.code === code)?.main;
      const today = historyOf(histories, code).daily.at(-1);
      expect(today, code).toMatchObject({
        open: main?.open,
        high: main?.high,
        low: main?.low,
        close: main?.last,
        volume: main?.volume,
      });
    }
  });
});

describe('SimulatorFeed determinism', () => {
  it('replays the same history for the same seed and the same moment', () => {
    const first = openFeed('same');
    const second = openFeed('same');
    expect([...second.histories.values()]).toEqual([...first.histories.values()]);
    expect(second.feed.books.map((book) => book.contracts)).toEqual(first.feed.books.map((book) => book.contracts));
  });

  it('gives other prices for another seed', () => {
    const first = historyOf(openFeed('one').histories, 'rb');
    const second = historyOf(openFeed('two').histories, 'rb');
    expect(second.daily.map((bar) => bar.close)).not.toEqual(first.daily.map((bar) => bar.close));
  });
});

describe('SimulatorFeed watching its history', () => {
  it('tells onMinute of every minute of the minute history, in its last second', () => {
    const seen = new Map<string, number[]>();
    const feed = new SimulatorFeed(specs, { seed: 'watched', alwaysOpen: false });
    const onMinute = (book: ProductBook, at: number) => {
      seen.set(book.spec.code, [...(seen.get(book.spec.code) ?? []), at]);
    };
    const histories = [...feed.open(now, range, { stored: new Map(), onMinute })];
    for (const history of histories) {
      const spec = specs.find((candidate) => candidate.code === history.product);
      if (!spec) throw new Error(`no product ${history.product}`);
      const expected = history.minutes.flatMap((day) =>
        sessionMinutes({ day: spec.day_session, night: spec.night_session }, day.tradingDay)
          .filter((minute) => minute + 60_000 <= now)
          .map((minute) => minute + 59_000),
      );
      expect(seen.get(spec.code), spec.code).toEqual(expected);
    }
  });
});

describe('SimulatorFeed live', () => {
  it('keeps every contract sound second by second through a session and a day change', () => {
    const { feed } = openFeed('live');
    const evening = beijingInstant('2026-03-11', '20:59');
    const seconds = [
      ...Array.from({ length: 900 }, (_, i) => now + (i + 1) * 1000),
      ...Array.from({ length: 900 }, (_, i) => evening + i * 1000),
    ];
    let moves = 0;
    let lastPrice = feed.books[0]?.main?.last;
    const flaws: string[] = [];
    for (const second of seconds) {
      feed.advance(second);
      for (const book of feed.books) {
        for (const contract of book.contracts) flaws.push(...contractFlaws(contract, book.spec.tick_size));
      }
      if (feed.books[0]?.main?.last !== lastPrice) moves++;
      lastPrice = feed.books[0]?.main?.last;
    }
    expect(flaws.slice(0, 5)).toEqual([]);
    expect(moves).toBeGreaterThan(10);
    // After 17:00 the night session belongs to the next trading day.
    expect(feed.books.every((book) => book.tradingDay === '2026-03-12')).toBe(true);
  });

  it('trades only in the product’s sessions', () => {
    const { feed } = openFeed('sessions');
    const volumes = () => feed.books.map((book) => book.main?.volume ?? 0);
    const lunch = beijingInstant('2026-03-11', '12:00');
    feed.advance(lunch);
    const atLunch = volumes();
    for (let second = 1; second <= 120; second++) feed.advance(lunch + second * 1000);
    expect(volumes()).toEqual(atLunch);
    // rb trades at night, IF does not.
    const night = beijingInstant('2026-03-11', '21:30');
    feed.advance(night);
    const rb = () => feed.books.find((book) => book.spec.code === 'rb')?.main?.volume ?? 0;
    const index = () => feed.books.find((book) => book.spec.code === 'IF')?.main?.volume ?? 0;
    const [rbBefore, ifBefore] = [rb(), index()];
    for (let second = 1; second <= 120; second++) feed.advance(night + second * 1000);
    expect(rb()).toBeGreaterThan(rbBefore);
    expect(index()).toBe(ifBefore);
  });

  it('trades every minute of the day when always open', () => {
    const saturday = beijingInstant('2026-03-14', '03:30');
    const { histories } = openFeed('always', true, saturday);
    const today = historyOf(histories, 'rb').minutes.at(-1);
    expect(today?.tradingDay).toBe('2026-03-14');
    expect(today?.bars.map((bar) => bar.time)).toEqual(
      Array.from({ length: 210 }, (_, i) => beijingInstant('2026-03-14', '00:00') + i * 60_000),
    );
  });
});
