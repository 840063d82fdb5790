import { describe, expect, it } from 'vitest';
import { beijingInstant, tradingDayAt } from '../../modules/market/calendar';
import { AlertDetector, type AlertKind, type MarketAlert } from '../../modules/market/market-alerts';
import { catalogueProducts } from '../../modules/market/product-spec';
import { SimulatorFeed } from './simulator-feed';

/** Wednesday 11 March 2026, 10:20:30 Beijing: mid-morning of a trading day. */
const now = beijingInstant('2026-03-11', '10:20') + 30_000;
const minuteDays = 5;

/** The alerts a first start finds in the minute history of all 88 products, as the engine watches it. */
function alertsOfHistory(seed: string) {
  const feed = new SimulatorFeed(catalogueProducts, { seed, alwaysOpen: false });
  const detector = new AlertDetector();
  const alerts: MarketAlert[] = [];
  const histories = feed.open(
    now,
    { dailyDays: 10, minuteDays },
    {
      stored: new Map(),
      onMinute: (book, at) => alerts.push(...detector.inspect([book], at)),
    },
  );
  // The feed replays product by product as its histories are taken.
  Array.from(histories);
  return alerts;
}

describe('the simulated market’s minute history, watched as live trading is', () => {
  const alerts = alertsOfHistory('vce');
  const count = (...kinds: AlertKind[]) => alerts.filter((alert) => kinds.includes(alert.kind)).length;
  /** Alerts of the past trading days (today's are only a morning's), per day across all products. */
  const perPastDay = (...kinds: AlertKind[]) =>
    alerts.filter((alert) => kinds.includes(alert.kind) && tradingDayAt(alert.time) !== '2026-03-11').length /
    minuteDays;

  it('raises every kind of alert: sharp moves, open-interest swings, volume spikes and limit moves', () => {
    const counts = {
      moves: count('surge', 'plunge'),
      openInterest: count('oi_surge', 'oi_drop'),
      volumeSpikes: count('volume_spike'),
      limitMoves: count('limit_up', 'limit_down'),
    };
    expect(Object.keys(counts).filter((kind) => counts[kind as keyof typeof counts] === 0)).toEqual([]);
  });

  it('raises volume spikes and open-interest swings a handful of times a day, as bursts of trading come', () => {
    expect(perPastDay('volume_spike')).toBeGreaterThanOrEqual(2);
    expect(perPastDay('volume_spike')).toBeLessThanOrEqual(20);
    expect(perPastDay('oi_surge', 'oi_drop')).toBeGreaterThanOrEqual(1);
    expect(perPastDay('oi_surge', 'oi_drop')).toBeLessThanOrEqual(15);
  });
});
