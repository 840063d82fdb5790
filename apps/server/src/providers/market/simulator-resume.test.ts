import { describe, expect, it } from 'vitest';
import type { Bar } from '@vce/market-core/bar';
import { beijingDate, beijingInstant } from '@vce/market-core/calendar';
import { catalogueProducts, sectorProfileOf } from '@vce/market-core/product-spec';
import { contractFlaws } from '../../test/market-checks';
import type { ProductHistory, StoredSeries } from './market-feed';
import { SimulatorFeed } from './simulator-feed';

const codes = ['rb', 'SR', 'IF', 'T'];
const specs = catalogueProducts.filter((spec) => codes.includes(spec.code));
/** Wednesday 11 March 2026, 10:20:30 Beijing: mid-morning of a trading day. */
const now = beijingInstant('2026-03-11', '10:20') + 30_000;
const range = { dailyDays: 20, minuteDays: 3 };

function openFeed(seed: string, stored: ReadonlyMap<string, StoredSeries> = new Map()) {
  const feed = new SimulatorFeed(specs, { seed, alwaysOpen: false });
  const histories = new Map([...feed.open(now, range, { stored })].map((history) => [history.product, history]));
  const bookOf = (code: string) => {
    const book = feed.books.find((candidate) => candidate.spec.code === code);
    if (!book) throw new Error(`no book of ${code}`);
    return book;
  };
  const historyOf = (code: string) => {
    const history = histories.get(code);
    if (!history) throw new Error(`no history of ${code}`);
    return history;
  };
  return { feed, bookOf, historyOf };
}

/** What a store would hold of a first run's history up to `lastDay`, with its minutes up to `until`. */
function storedOf(history: ProductHistory, lastDay: string, until: number): StoredSeries {
  const upTo = (bars: ProductHistory['daily']) => bars.filter((bar) => beijingDate(bar.time) <= lastDay);
  const minutes = history.minutes.find((day) => day.tradingDay === lastDay);
  return {
    daily: upTo(history.daily),
    spot: upTo(history.spot),
    settle: upTo(history.settle),
    minutes: minutes && { tradingDay: lastDay, bars: minutes.bars.filter((bar) => bar.time < until) },
  };
}

/** Five standard deviations of the sector's move over `minutes` of a day's trading, and two ticks. */
function normalMove(code: string, price: number, minutes: number, minutesPerDay: number) {
  const spec = specs.find((candidate) => candidate.code === code);
  if (!spec) throw new Error(`no product ${code}`);
  return 5 * price * sectorProfileOf(spec).dailyVolatility * Math.sqrt(minutes / minutesPerDay) + 2 * spec.tick_size;
}

// Every second run uses another seed: carrying on must not depend on the seed matching.
const first = openFeed('first run');

describe('SimulatorFeed carrying on a stored series', () => {
  describe('stored up to a minute of today', () => {
    const storedUntil = beijingInstant('2026-03-11', '10:00');
    const stored = new Map(codes.map((code) => [code, storedOf(first.historyOf(code), '2026-03-11', storedUntil)]));
    const second = openFeed('second run', stored);

    it('hands over today’s stored minutes, then only the minutes since', () => {
      for (const code of codes) {
        const storedBars = stored.get(code)?.minutes?.bars ?? [];
        const minuteDays = second.historyOf(code).minutes;
        expect(
          minuteDays.map((day) => day.tradingDay),
          code,
        ).toEqual(['2026-03-11']);
        const today = minuteDays[0]?.bars ?? [];
        expect(today.slice(0, storedBars.length), code).toEqual(storedBars);
        expect(today.length, code).toBeGreaterThan(storedBars.length);
        expect(
          today.slice(storedBars.length).every((bar) => bar.time >= storedUntil),
          code,
        ).toBe(true);
      }
    });

    it('trades on from the last stored close', () => {
      for (const code of codes) {
        const storedBars = stored.get(code)?.minutes?.bars ?? [];
        const close = storedBars.at(-1)?.close ?? 0;
        const next = second.historyOf(code).minutes[0]?.bars[storedBars.length];
        const minutesPerDay = code === 'rb' || code === 'SR' ? 345 : 240;
        expect(Math.abs((next?.open ?? 0) - close), `${code} ${close} → ${next?.open}`).toBeLessThanOrEqual(
          normalMove(code, close, 1, minutesPerDay),
        );
      }
    });

    it('makes today’s daily bar and the main month’s quote of the stored minutes and those since', () => {
      for (const code of codes) {
        const bars = second.historyOf(code).minutes[0]?.bars ?? [];
        const main = second.bookOf(code).main;
        const expected = {
          open: bars[0]?.open,
          high: Math.max(...bars.map((bar) => bar.high)),
          low: Math.min(...bars.map((bar) => bar.low)),
          close: bars.at(-1)?.close,
          volume: bars.reduce((sum, bar) => sum + bar.volume, 0),
        };
        expect(second.historyOf(code).daily.at(-1), code).toMatchObject(expected);
        expect(main, code).toMatchObject({ open: expected.open, high: expected.high, low: expected.low });
        expect(main?.last, code).toBe(expected.close);
      }
    });

    it('keeps every month on the tick grid, inside its limits', () => {
      const flaws = second.feed.books.flatMap((book) =>
        book.contracts.flatMap((contract) => contractFlaws(contract, book.spec.tick_size)),
      );
      expect(flaws.slice(0, 5)).toEqual([]);
    });

    it('carries on the same way for the same seed and the same stored series', () => {
      const again = openFeed('second run', stored);
      for (const code of codes) expect(again.historyOf(code), code).toEqual(second.historyOf(code));
    });
  });

  describe('stored up to a past day', () => {
    const lastDay = '2026-03-06';
    const stored = new Map(codes.map((code) => [code, storedOf(first.historyOf(code), lastDay, now)]));
    const second = openFeed('second run', stored);

    it('hands over minute bars only of the days after the stored ones', () => {
      for (const code of codes) {
        expect(
          second.historyOf(code).minutes.map((day) => day.tradingDay),
          code,
        ).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
      }
    });

    it('opens the next day at the stored close and spot', () => {
      for (const code of codes) {
        const close = stored.get(code)?.daily.at(-1)?.close ?? 0;
        const spot = stored.get(code)?.spot.at(-1)?.close ?? 0;
        const next = second.historyOf(code);
        const open = next.minutes[0]?.bars[0]?.open ?? 0;
        const nextSpot = next.spot.find((bar) => beijingDate(bar.time) === '2026-03-09')?.close ?? 0;
        expect(Math.abs(open - close), `${code} ${close} → ${open}`).toBeLessThanOrEqual(
          normalMove(code, close, 1, 240),
        );
        // The spot's close is a whole day later.
        expect(Math.abs(nextSpot - spot), `${code} spot ${spot} → ${nextSpot}`).toBeLessThanOrEqual(
          normalMove(code, spot, 240, 240),
        );
      }
    });
  });

  describe('stored up to the minute of a restart the same day', () => {
    const stored = new Map(codes.map((code) => [code, storedOf(first.historyOf(code), '2026-03-11', now)]));
    const second = openFeed('first run', stored);

    it('keeps the main month’s previous settlement, limits and change', () => {
      for (const code of codes) {
        const quoteOf = ({ main }: ReturnType<ReturnType<typeof openFeed>['bookOf']>) => ({
          contract: main?.id,
          preSettle: main?.preSettle,
          limitUp: main?.limitUp,
          limitDown: main?.limitDown,
          change: main && (main.last - main.preSettle) / main.preSettle,
        });
        expect(quoteOf(second.bookOf(code)), code).toEqual(quoteOf(first.bookOf(code)));
      }
    });
  });

  describe('stored minutes of a past day cut short, without its daily bar', () => {
    const cutAt = beijingInstant('2026-03-10', '11:00');
    const stored = new Map(
      codes.map((code) => {
        const upToDayBefore = storedOf(first.historyOf(code), '2026-03-09', now);
        const cutShort = storedOf(first.historyOf(code), '2026-03-10', cutAt).minutes;
        return [code, { ...upToDayBefore, minutes: cutShort }];
      }),
    );
    const second = openFeed('second run', stored);

    it('makes that day’s daily bar of its stored minutes', () => {
      for (const code of codes) {
        const bars = stored.get(code)?.minutes?.bars ?? [];
        const daily = second.historyOf(code).daily.find((bar) => beijingDate(bar.time) === '2026-03-10');
        expect(daily, code).toMatchObject({
          open: bars[0]?.open,
          high: Math.max(...bars.map((bar) => bar.high)),
          low: Math.min(...bars.map((bar) => bar.low)),
          close: bars.at(-1)?.close,
          volume: bars.reduce((sum, bar) => sum + bar.volume, 0),
        });
      }
    });

    it('moves that day’s spot a day’s move from the stored one before', () => {
      for (const code of codes) {
        const spotOn = (bars: readonly Bar[] | undefined, day: string) =>
          bars?.find((bar) => beijingDate(bar.time) === day)?.close ?? 0;
        const before = spotOn(stored.get(code)?.spot, '2026-03-09');
        const after = spotOn(second.historyOf(code).spot, '2026-03-10');
        expect(Math.abs(after - before), `${code} spot ${before} → ${after}`).toBeLessThanOrEqual(
          normalMove(code, before, 240, 240),
        );
      }
    });
  });
});
