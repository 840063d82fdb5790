import pino from 'pino';
import { expect, it } from 'vitest';
import type { MarketFeed, ProductHistory } from '../../providers/market/market-feed';
import { createRbBook } from '../../test/market-books';
import type { BarChunk } from './bar-store';
import { beijingDate, beijingInstant } from '@vce/market-core/calendar';
import { MarketEngine } from './market-engine';

it('stores the main contract’s settlement of a trading day when the next one begins', async () => {
  const book = createRbBook();
  const feed: MarketFeed = {
    name: 'by hand',
    simulated: true,
    books: [book],
    *open(): Iterable<ProductHistory> {
      yield { product: 'rb', daily: [], spot: [], settle: [], minutes: [] };
    },
    advance: () => {},
  };
  const written: BarChunk[] = [];
  const engine = new MarketEngine({
    feed,
    store: {
      writeChunks: async (chunks) => void written.push(...chunks),
      latestMinuteDays: async () => new Map(),
      readDaily: async () => [],
      readChunk: async () => [],
    },
    alerts: { save: async () => {}, latestOfEachKind: async () => [] },
    log: pino({ level: 'silent' }),
    range: { dailyDays: 5, minuteDays: 1 },
  });
  await engine.start();
  book.main.volume = 100;
  engine.tick(beijingInstant('2026-03-11', '14:59'));
  // The next day lists rb2605 anew, yesterday's settlement its previous one.
  const nextDay = { ...book.main, preSettle: 3312, volume: 0, open: 0 };
  Object.assign(book, { tradingDay: '2026-03-12', contracts: [nextDay], main: nextDay });
  engine.tick(beijingInstant('2026-03-11', '21:00'));
  await engine.stop();
  const settlements = written.filter((chunk) => chunk.series === 'rb.settle').at(-1)?.bars ?? [];
  expect(settlements.map((bar) => [beijingDate(bar.time), bar.close])).toEqual([['2026-03-11', 3312]]);
});
