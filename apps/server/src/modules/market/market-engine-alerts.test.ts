import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type {
  HistoryRange,
  MarketFeed,
  OpenOptions,
  ProductBook,
  ProductHistory,
} from '../../providers/market/market-feed';
import { createRbAlert, createRbBook } from '../../test/market-books';
import { beijingInstant } from '@vce/market-core/calendar';
import type { MarketAlert } from './market-alerts';
import { MarketEngine } from './market-engine';

/** Wednesday 11 March 2026, 10:20 Beijing: the engine starts, history before, live trading after. */
const startedAt = beijingInstant('2026-03-11', '10:20');
const minute = 60_000;

/** How rb's main month trades in the minute starting at `time`: at what price, how many lots a second. */
type Script = (time: number) => { price: number; lotsPerSecond: number };

/**
 * rb alone, its main month trading as a script says: `historyMinutes` before the start as minute
 * history (watched minute by minute, as the simulator's is), then second by second live.
 */
class ScriptedFeed implements MarketFeed {
  readonly name = 'scripted';
  readonly simulated = true;
  private readonly book = createRbBook();
  readonly books: readonly ProductBook[] = [this.book];

  constructor(
    private readonly script: Script,
    private readonly historyMinutes: number,
  ) {}

  *open(now: number, _range: HistoryRange, options: OpenOptions): Iterable<ProductHistory> {
    for (let time = now - this.historyMinutes * minute; time < now; time += minute) {
      this.trade(time, 60);
      options.onMinute?.(this.book, time + 59_000);
    }
    yield { product: 'rb', daily: [], spot: [], settle: [], minutes: [] };
  }

  advance(now: number) {
    this.trade(now, 1);
  }

  private trade(time: number, seconds: number) {
    const { price, lotsPerSecond } = this.script(time - (time % minute));
    const { main } = this.book;
    main.last = price;
    main.high = Math.max(main.high, price);
    main.low = Math.min(main.low, price);
    main.volume += lotsPerSecond * seconds;
  }
}

/**
 * Starts an engine on the script, runs it `liveSeconds`; its alerts, stored and heard. A first start
 * replays the half hour before; a restart (`earlier`: the run before's stored alerts) replays
 * nothing, as the run before stored its minutes up to its stop.
 */
async function run(script: Script, liveSeconds: number, earlier?: readonly MarketAlert[]) {
  const stored: MarketAlert[] = [];
  const heard: MarketAlert[] = [];
  const engine = new MarketEngine({
    feed: new ScriptedFeed(script, earlier ? 0 : 30),
    store: {
      writeChunks: async () => {},
      latestMinuteDays: async () => new Map(),
      readDaily: async () => [],
      readChunk: async () => [],
    },
    alerts: { save: async (alerts) => void stored.push(...alerts), latestOfEachKind: async () => [...(earlier ?? [])] },
    log: pino({ level: 'silent' }),
    range: { dailyDays: 5, minuteDays: 1 },
    now: () => startedAt,
  });
  await engine.start();
  engine.onTick((_, alerts) => heard.push(...alerts));
  for (let second = 1; second <= liveSeconds; second++) engine.tick(startedAt + second * 1000);
  const timesOf = (alerts: readonly MarketAlert[]) =>
    alerts.map((alert) => [alert.kind, new Date(alert.time).toISOString()]);
  return { stored: timesOf(stored), heard: timesOf(heard) };
}
const at = (time: string, seconds: number) =>
  new Date(beijingInstant('2026-03-11', time) + seconds * 1000).toISOString();

describe('MarketEngine alerts from history to live trading', () => {
  it('tells live no limit the history’s last minutes told while the price stays there, then tells it opened', async () => {
    // At limit up from 10:17 to 10:25.
    const script: Script = (time) => ({
      price: time >= startedAt - 3 * minute && time < startedAt + 5 * minute ? 3531 : 3300,
      lotsPerSecond: 2,
    });
    const { stored, heard } = await run(script, 12 * 60);
    expect(stored).toEqual([
      ['limit_up', at('10:17', 59)],
      ['surge', at('10:17', 59)],
      ['limit_up_opened', at('10:25', 0)],
      ['plunge', at('10:25', 0)],
    ]);
    // Live alerts go to the listeners (the trading-data socket) as well as into the store.
    expect(heard).toEqual([
      ['limit_up_opened', at('10:25', 0)],
      ['plunge', at('10:25', 0)],
    ]);
  });

  it('measures the first live minutes against the history’s half-hour volume', async () => {
    // 120 lots a minute before the start, 900 from then on.
    const script: Script = (time) => ({ price: 3300, lotsPerSecond: time < startedAt ? 2 : 15 });
    const { heard } = await run(script, 90);
    // 720 lots, six times the average, are reached in the 48th second.
    expect(heard).toEqual([['volume_spike', at('10:20', 48)]]);
  });
});

describe('MarketEngine alerts after a restart', () => {
  const beforeStart = (time: string) => beijingInstant('2026-03-11', time) + 59_000;

  it('repeats no alert the run before stored inside its quiet period', async () => {
    // Up 0.9 % at 10:21, as it was just before the run before stopped.
    const script: Script = (time) => ({ price: time >= startedAt + minute ? 3330 : 3300, lotsPerSecond: 2 });
    const earlier = [createRbAlert({ kind: 'surge', time: beforeStart('10:17'), price: 3330 })];
    expect((await run(script, 5 * 60, earlier)).heard).toEqual([]);
  });

  it('tells no limit again that the run before told and the price still holds', async () => {
    const script: Script = () => ({ price: 3531, lotsPerSecond: 2 });
    const earlier = [createRbAlert({ kind: 'limit_up', time: beforeStart('10:05'), price: 3531 })];
    expect((await run(script, 12 * 60, earlier)).heard).toEqual([]);
  });
});

describe('MarketEngine stopping', () => {
  it('waits for the last ticks’ alerts to be stored', async () => {
    const stored: MarketAlert[] = [];
    // 120 lots a minute before the start, 900 from then on: a volume spike in the 48th live second.
    const script: Script = (time) => ({ price: 3300, lotsPerSecond: time < startedAt ? 2 : 15 });
    const engine = new MarketEngine({
      feed: new ScriptedFeed(script, 30),
      store: {
        writeChunks: async () => {},
        latestMinuteDays: async () => new Map(),
        readDaily: async () => [],
        readChunk: async () => [],
      },
      // A database slower than the last tick before the stop.
      alerts: {
        save: (alerts) => new Promise((resolve) => setTimeout(() => resolve(void stored.push(...alerts)), 50)),
        latestOfEachKind: async () => [],
      },
      log: pino({ level: 'silent' }),
      range: { dailyDays: 5, minuteDays: 1 },
      now: () => startedAt,
    });
    await engine.start();
    for (let second = 1; second <= 48; second++) engine.tick(startedAt + second * 1000);
    await engine.stop();
    expect(stored.map((alert) => alert.kind)).toEqual(['volume_spike']);
  });
});
