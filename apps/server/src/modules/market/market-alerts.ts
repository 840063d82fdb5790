import type { AlertKind, MarketAlert } from '@vce/contract/market-feed';
import type { ContractState } from '../../providers/market/contract-state';
import type { ProductBook } from '../../providers/market/market-feed';
import { type LimitKind, limitChangesOf, storedToldLimitOf, toldLimitAfter } from './limit-alerts';
import { sectorProfileOf } from '@vce/market-core/product-spec';
import { changePercentOf } from './market-reads';

/** An anomaly traders want to hear of at once (异动), as the wire carries it. */
export type { AlertKind, MarketAlert };

interface MinuteLook {
  time: number;
  price: number;
  openInterest: number;
  /** Lots traded in the minute so far. */
  traded: number;
}

interface Watch {
  contract: string;
  /** The trading day and the contract's day volume at the last look: what traded since is the difference. */
  tradingDay: string;
  seenVolume: number;
  /** The last minutes in which the contract traded, oldest first. */
  minutes: MinuteLook[];
  lastAlert: Map<AlertKind, number>;
  /** The limit last told (涨停 or 跌停) and not told opened since. */
  toldLimit: LimitKind | undefined;
}

/** How far back a move is measured, and how long one kind of alert stays quiet for a product. */
const windowMinutes = 5;
const quietMs = 10 * 60_000;
const volumeBaselineMinutes = 30;
/**
 * Lots the five minutes up to now must have traded for a price alert: in a dormant product (some 20
 * lots a day) one odd lot sets any price. Why fifty, and not relative to the product's usual
 * trading: docs/decisions.md "Market", "Alerts (异动)".
 */
const minimumWindowLots = 50;

/**
 * Watches every product's main contract minute by minute for sharp moves (over 2.5 times the
 * five-minute volatility), open-interest swings (over 2 % in five minutes), volume spikes (a
 * minute over 6 times the half-hour average) and a limit reached or opened. One detector watches a
 * start's history and then live trading, so its windows and quiet periods run on across the two;
 * those of an earlier run come from its stored alerts (`prime`). See docs/decisions.md "Market".
 */
export class AlertDetector {
  private readonly watches = new Map<string, Watch>();
  /** An earlier run's alerts per product, oldest first, until the product's first watch takes them up. */
  private readonly earlierAlerts = new Map<string, MarketAlert[]>();

  /**
   * Carries on from alerts an earlier run stored (the newest of each kind per product will do), so a
   * restart neither repeats one inside its quiet period nor tells a limit again that still holds.
   */
  prime(alerts: readonly MarketAlert[]) {
    for (const alert of [...alerts].sort((a, b) => a.time - b.time)) {
      this.earlierAlerts.set(alert.symbol, [...(this.earlierAlerts.get(alert.symbol) ?? []), alert]);
    }
  }

  /** Looks at the books at `now`; returns the alerts raised. */
  inspect(books: readonly ProductBook[], now: number): MarketAlert[] {
    const minute = now - (now % 60_000);
    const alerts: MarketAlert[] = [];
    for (const book of books) {
      const main = book.main;
      if (!main?.open) continue;
      const watch = this.watchOf(book, main);
      // Day volumes start again from nothing each trading day.
      if (watch.tradingDay !== book.tradingDay) {
        watch.tradingDay = book.tradingDay;
        watch.seenVolume = 0;
        // New limits: a contract that closed at yesterday's is not opened by trading under it today.
        watch.toldLimit = undefined;
      }
      const traded = main.volume - watch.seenVolume;
      // Minutes without a trade are passed over: nothing moved in them, and a session break's idle
      // minutes would water the half-hour volume average down until any busy minute looked a spike.
      if (traded <= 0) continue;
      watch.seenVolume = main.volume;
      const current = watch.minutes.at(-1);
      if (current?.time === minute) {
        current.price = main.last;
        current.openInterest = main.openInterest;
        current.traded += traded;
      } else {
        watch.minutes.push({ time: minute, price: main.last, openInterest: main.openInterest, traded });
        if (watch.minutes.length > volumeBaselineMinutes + 1) watch.minutes.shift();
      }
      for (const kind of detect(book, watch)) {
        if (now - (watch.lastAlert.get(kind) ?? 0) < quietMs) continue;
        watch.lastAlert.set(kind, now);
        watch.toldLimit = toldLimitAfter(watch.toldLimit, kind);
        alerts.push(alertOf(book, kind, watch, now));
      }
    }
    return alerts;
  }

  /**
   * The product's watch, started afresh when the main contract changes: from its next trade on. The
   * first one takes up the earlier run's alerts of the contract.
   */
  private watchOf(book: ProductBook, main: ContractState) {
    let watch = this.watches.get(book.spec.code);
    if (!watch || watch.contract !== main.id) {
      const earlier = (this.earlierAlerts.get(book.spec.code) ?? []).filter((alert) => alert.contract === main.id);
      this.earlierAlerts.delete(book.spec.code);
      watch = {
        contract: main.id,
        tradingDay: book.tradingDay,
        seenVolume: main.volume,
        minutes: [],
        lastAlert: new Map(earlier.map((alert) => [alert.kind, alert.time])),
        toldLimit: storedToldLimitOf(main, earlier),
      };
      this.watches.set(book.spec.code, watch);
    }
    return watch;
  }
}

function* detect(book: ProductBook, watch: Watch): Generator<AlertKind> {
  const main = book.main;
  if (!main) return;
  const minutes = watch.minutes;
  const isPriceTraded = lotsInWindowOf(minutes) >= minimumWindowLots;
  if (isPriceTraded) yield* limitChangesOf(main, watch.toldLimit);
  if (minutes.length < 2) return;
  const then = windowStartOf(minutes);
  const move = (main.last - then.price) / then.price;
  const threshold = 2.5 * sectorProfileOf(book.spec).dailyVolatility * Math.sqrt(windowMinutes / 240);
  if (isPriceTraded && move >= threshold) yield 'surge';
  if (isPriceTraded && move <= -threshold) yield 'plunge';
  if (then.openInterest > 1000) {
    const oiMove = (main.openInterest - then.openInterest) / then.openInterest;
    if (oiMove >= 0.02) yield 'oi_surge';
    if (oiMove <= -0.02) yield 'oi_drop';
  }
  if (minutes.length > 10) {
    let before = 0;
    for (let index = 0; index < minutes.length - 1; index++) before += minutes[index]?.traded ?? 0;
    const average = before / (minutes.length - 1);
    if (average >= 10 && lastMinuteVolume(minutes) >= 6 * average) yield 'volume_spike';
  }
}

const lastMinuteVolume = (minutes: readonly MinuteLook[]) => minutes.at(-1)?.traded ?? 0;

/** Lots traded in the five minutes of the clock up to and with the current one. */
function lotsInWindowOf(minutes: readonly MinuteLook[]) {
  const since = (minutes.at(-1)?.time ?? 0) - windowMinutes * 60_000;
  let lots = 0;
  for (let index = minutes.length - 1; index >= 0; index--) {
    const look = minutes[index];
    if (!look || look.time <= since) break;
    lots += look.traded;
  }
  return lots;
}

/**
 * The figures as they stood five minutes before the current minute: those of the last minute that
 * traded by then (the oldest watched if none did). Five minutes of the clock, not five traded
 * minutes, which in a thin market may span hours.
 */
function windowStartOf(minutes: readonly MinuteLook[]): MinuteLook {
  const start = (minutes.at(-1)?.time ?? 0) - windowMinutes * 60_000;
  for (let index = minutes.length - 2; index > 0; index--) {
    const look = minutes[index];
    if (look && look.time <= start) return look;
  }
  return minutes[0]!;
}

function alertOf(book: ProductBook, kind: AlertKind, watch: Watch, now: number): MarketAlert {
  const main = book.main!;
  const then = windowStartOf(watch.minutes);
  const percent = (value: number) => `${Math.abs(value * 100).toFixed(2)}%`;
  const texts: Record<AlertKind, () => string> = {
    surge: () => `${windowMinutes}分钟内快速拉升${percent((main.last - then.price) / then.price)}`,
    plunge: () => `${windowMinutes}分钟内快速下跌${percent((main.last - then.price) / then.price)}`,
    oi_surge: () => `${windowMinutes}分钟内增仓${main.openInterest - then.openInterest}手`,
    oi_drop: () => `${windowMinutes}分钟内减仓${then.openInterest - main.openInterest}手`,
    volume_spike: () => `成交量突增，1分钟成交${lastMinuteVolume(watch.minutes)}手`,
    limit_up: () => `触及涨停价${main.limitUp}`,
    limit_down: () => `触及跌停价${main.limitDown}`,
    limit_up_opened: () => `打开涨停价${main.limitUp}，现价${main.last}`,
    limit_down_opened: () => `打开跌停价${main.limitDown}，现价${main.last}`,
  };
  return {
    time: now,
    symbol: book.spec.code,
    name: book.spec.name_cn,
    contract: main.id,
    kind,
    text: `${book.spec.name_cn}${main.id} ${texts[kind]()}`,
    price: main.last,
    zdf: changePercentOf(main),
  };
}
