import { describe, expect, it } from 'vitest';
import { beijingInstant, tradingDayAt } from '@vce/market-core/calendar';
import { AlertDetector, type AlertKind, type MarketAlert } from './market-alerts';
import { catalogueProducts, typicalDailyVolumeOf } from '@vce/market-core/product-spec';
import { SimulatorFeed } from '../../providers/market/simulator-feed';

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
  expect(Array.from(histories)).toHaveLength(catalogueProducts.length);
  return alerts;
}

describe('the simulated market’s minute history, watched as live trading is', () => {
  const alerts = alertsOfHistory('vce');
  const count = (...kinds: AlertKind[]) => alerts.filter((alert) => kinds.includes(alert.kind)).length;
  /** Alerts of the past trading days (today's are only a morning's), per day across all products. */
  const perPastDay = (...kinds: AlertKind[]) =>
    alerts.filter((alert) => kinds.includes(alert.kind) && tradingDayAt(alert.time) !== '2026-03-11').length /
    minuteDays;

  it('raises every kind of alert: sharp moves, open-interest swings, volume spikes, limits reached and opened', () => {
    const counts = {
      moves: count('surge', 'plunge'),
      openInterest: count('oi_surge', 'oi_drop'),
      volumeSpikes: count('volume_spike'),
      limitMoves: count('limit_up', 'limit_down'),
      limitsOpened: count('limit_up_opened', 'limit_down_opened'),
    };
    expect(Object.keys(counts).filter((kind) => counts[kind as keyof typeof counts] === 0)).toEqual([]);
  });

  it('raises volume spikes and open-interest swings a handful of times a day, as bursts of trading come', () => {
    expect(perPastDay('volume_spike')).toBeGreaterThanOrEqual(2);
    expect(perPastDay('volume_spike')).toBeLessThanOrEqual(20);
    expect(perPastDay('oi_surge', 'oi_drop')).toBeGreaterThanOrEqual(1);
    expect(perPastDay('oi_surge', 'oi_drop')).toBeLessThanOrEqual(15);
  });

  it('raises no price alert in a dormant product, whose odd lots set any price', () => {
    const dormant = catalogueProducts.filter((spec) => typicalDailyVolumeOf(spec) < 100).map((spec) => spec.code);
    expect(dormant).toEqual(['fb', 'bb', 'PM', 'RI', 'LR', 'JR', 'ZC']);
    expect(alerts.filter((alert) => dormant.includes(alert.symbol))).toEqual([]);
  });

  it('tells a limit once while the price stays there: it is told again only after it was told opened', () => {
    const told = new Map<string, string>();
    const repeated = alerts.filter((alert) => {
      const key = `${alert.symbol} ${tradingDayAt(alert.time)}`;
      if (alert.kind === 'limit_up' || alert.kind === 'limit_down') {
        const isRepeat = told.get(key) === alert.kind;
        told.set(key, alert.kind);
        return isRepeat;
      }
      if (alert.kind === 'limit_up_opened' || alert.kind === 'limit_down_opened') told.delete(key);
      return false;
    });
    expect(repeated).toEqual([]);
  });
});

describe('alerts of the simulated history', () => {
  it('are the same for the same seed and the same moment, and all before that moment', () => {
    const first = alertsOfHistory('same');
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((alert) => alert.time < now)).toBe(true);
    expect(alertsOfHistory('same')).toEqual(first);
  });
});
