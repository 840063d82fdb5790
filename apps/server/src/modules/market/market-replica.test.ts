import { setImmediate } from 'node:timers/promises';
import { type Bar, openBar } from '@vce/market-core/bar';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLocalBus } from '../../platform/bus';
import { MarketReplica } from './market-replica';
import { type MarketTick, marketChannels } from './market-tick';
import type { StoredSeriesMap } from './series-chunks';

const tradingDay = '2026-11-25';
const minute = (index: number, close: number): Bar => ({ ...openBar(index * 60_000, close, 0), close });

/** A tick of engine `engineId` carrying rb's forming minute `index`. */
const tickOf = (engineId: string, sequence: number, index: number, close: number): MarketTick => ({
  engineId,
  sequence,
  now: index * 60_000,
  feed: { name: 'simulator', simulated: true },
  books: [{ code: 'rb', tradingDay, spot: close, mainId: null, contracts: [] }],
  series: [{ code: 'rb', tradingDay, minute: minute(index, close), daily: null, spot: null, settle: null }],
  alerts: [],
});

/** A replica on a bus of its own, over a store holding rb's minutes as `stored` says, counting its reads. */
function replicaOver(stored: () => Bar[]) {
  const bus = createLocalBus();
  const reads = { count: 0 };
  const readSeries = async (): Promise<StoredSeriesMap> => {
    reads.count += 1;
    return new Map([['rb', { daily: [], spot: [], settle: [], minutes: { tradingDay, bars: stored() }, tradingDay }]]);
  };
  const replica = new MarketReplica({ bus, readSeries, log: pino({ level: 'silent' }) });
  const send = async (tick: MarketTick) => {
    await bus.publish(marketChannels.tick, tick);
    await Promise.resolve();
  };
  const flushed = async () => {
    await bus.publish(marketChannels.flushed, null);
    await setImmediate();
  };
  const closes = () => replica.seriesOf('rb')?.minutes.map((bar) => bar.close);
  return { replica, reads, send, flushed, closes };
}

describe('the market replica', () => {
  it('reads the store at its first tick, once more after the next write, then follows the ticks alone', async () => {
    const { replica, reads, send, flushed, closes } = replicaOver(() => [minute(0, 100)]);
    await send(tickOf('a', 1, 0, 100));
    await replica.ready;
    expect(reads.count).toBe(1);
    // The first read lacks the minutes since the engine's last write: read again after the next one.
    await flushed();
    expect(reads.count).toBe(2);
    await send(tickOf('a', 2, 1, 101));
    await send(tickOf('a', 3, 2, 102));
    await flushed();
    expect(reads.count).toBe(2);
    expect(closes()).toEqual([100, 101, 102]);
  });

  it('after a missed tick reads the store again at the next write: stored minutes win, newer ticked ones stay', async () => {
    let stored = [minute(0, 100)];
    const { replica, reads, send, flushed, closes } = replicaOver(() => stored);
    await send(tickOf('a', 1, 0, 100));
    await replica.ready;
    await flushed();
    await send(tickOf('a', 2, 1, 101));
    await send(tickOf('a', 4, 3, 103)); // tick 3 (minute 2) never arrived
    stored = [minute(0, 100), minute(1, 111), minute(2, 112)];
    await flushed();
    expect(reads.count).toBe(3);
    expect(closes()).toEqual([100, 111, 112, 103]);
  });

  it('takes the series of an engine elected in its process from memory, and does not read the store for it', async () => {
    const { replica, reads, send, flushed, closes } = replicaOver(() => [minute(0, 100)]);
    await send(tickOf('a', 1, 0, 100));
    await replica.ready;
    await flushed();
    expect(reads.count).toBe(2);
    // Engine a's process died; this one is elected and opens engine b with its own series.
    await replica.load(
      async () =>
        new Map([
          [
            'rb',
            {
              daily: [],
              spot: [],
              settle: [],
              minutes: { tradingDay, bars: [minute(0, 100), minute(1, 101)] },
              tradingDay,
            },
          ],
        ]),
    );
    await send(tickOf('b', 1, 2, 102));
    await flushed();
    expect(reads.count).toBe(2);
    expect(closes()).toEqual([100, 101, 102]);
  });
});
