import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type {
  HistoryRange,
  MarketFeed,
  OpenOptions,
  ProductBook,
  ProductHistory,
} from '../../providers/market/market-feed';
import { createRbBook } from '../../test/market-books';
import { beijingInstant } from './calendar';
import type { MarketAlert } from './market-alerts';
import { MarketEngine } from './market-engine';

/** Wednesday 11 March 2026, 10:20 Beijing: the engine starts, history before, live trading after. */
const startedAt = beijingInstant('2026-03-11', '10:20');
const minute = 60_000;

/** How rb's main month trades in the minute starting at `time`: at what price, how many lots a second. */
type Script = (time: number) => { price: number; lotsPerSecond: number };

/**
 * rb alone, its main month trading as a script says: the half hour before the start as minute
 * history (watched minute by minute, as the simulator's is), then second by second live.
 */
class ScriptedFeed implements MarketFeed {
  readonly name = 'scripted';
  readonly simulated = true;
  private readonly book = createRbBook();
  readonly books: readonly ProductBook[] = [this.book];

  constructor(private readonly script: Script) {}

  *open(now: number, _range: HistoryRange, options: OpenOptions): Iterable<ProductHistory> {
    for (let time = now - 30 * minute; time < now; time += minute) {
      this.trade(time, 60);
      options.onMinute?.(this.book, time + 59_000);
    }
    yield { product: 'rb', daily: [], spot: [], minutes: [] };
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

/** Starts an engine on the script with nothing stored, runs it `liveSeconds`; its alerts, stored and heard. */
async function run(script: Script, liveSeconds: number) {
  const stored: MarketAlert[] = [];
  const heard: MarketAlert[] = [];
  const engine = new MarketEngine({
    feed: new ScriptedFeed(script),
    store: {
      writeChunks: async () => {},
      latestMinuteDays: async () => new Map(),
      readDaily: async () => [],
      readChunk: async () => [],
    },
    alerts: { save: async (alerts) => void stored.push(...alerts) },
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
  it('keeps a limit alert of the history’s last minutes quiet for its ten minutes once live', async () => {
    // At limit up from 10:17 on.
    const script: Script = (time) => ({
      price: time >= startedAt - 3 * minute ? 3531 : 3300,
      lotsPerSecond: 2,
    });
    const { stored, heard } = await run(script, 12 * 60);
    expect(stored).toEqual([
      ['limit_up', at('10:17', 59)],
      ['surge', at('10:17', 59)],
      ['limit_up', at('10:27', 59)],
    ]);
    // Live alerts go to the listeners (the trading-data socket) as well as into the store.
    expect(heard).toEqual([['limit_up', at('10:27', 59)]]);
  });

  it('measures the first live minutes against the history’s half-hour volume', async () => {
    // 120 lots a minute before the start, 900 from then on.
    const script: Script = (time) => ({ price: 3300, lotsPerSecond: time < startedAt ? 2 : 15 });
    const { heard } = await run(script, 90);
    // 720 lots, six times the average, are reached in the 48th second.
    expect(heard).toEqual([['volume_spike', at('10:20', 48)]]);
  });
});
