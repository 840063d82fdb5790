import type { ContractState } from '../../providers/market/contract-state';
import type { ProductBook } from '../../providers/market/market-feed';
import { sectorProfileOf } from './product-spec';
import { changePercentOf } from './quote-views';

export type AlertKind = 'surge' | 'plunge' | 'oi_surge' | 'oi_drop' | 'volume_spike' | 'limit_up' | 'limit_down';

/** An anomaly traders want to hear of at once (异动). */
export interface MarketAlert {
  time: number;
  symbol: string;
  name: string;
  contract: string;
  kind: AlertKind;
  /** What happened, in Chinese, as the feed shows it. */
  text: string;
  price: number;
  zdf: number;
}

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
}

/** How far back a move is measured, and how long one kind of alert stays quiet for a product. */
const windowMinutes = 5;
const quietMs = 10 * 60_000;
const volumeBaselineMinutes = 30;

/**
 * Watches every product's main contract minute by minute for sharp moves (over 2.5 times the
 * five-minute volatility), open-interest swings (over 2 % in five minutes), volume spikes (a
 * minute over 6 times the half-hour average) and limit moves. One detector watches a start's
 * history and then live trading, so its windows and quiet periods run on across the two. See
 * docs/decisions.md "Market".
 */
export class AlertDetector {
  private readonly watches = new Map<string, Watch>();

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
        alerts.push(alertOf(book, kind, watch, now));
      }
    }
    return alerts;
  }

  /** The product's watch, started afresh when the main contract changes: from its next trade on. */
  private watchOf(book: ProductBook, main: ContractState) {
    let watch = this.watches.get(book.spec.code);
    if (!watch || watch.contract !== main.id) {
      watch = {
        contract: main.id,
        tradingDay: book.tradingDay,
        seenVolume: main.volume,
        minutes: [],
        lastAlert: new Map(),
      };
      this.watches.set(book.spec.code, watch);
    }
    return watch;
  }
}

function* detect(book: ProductBook, watch: Watch): Generator<AlertKind> {
  const main = book.main;
  if (!main) return;
  if (main.last >= main.limitUp) yield 'limit_up';
  if (main.last <= main.limitDown) yield 'limit_down';
  const minutes = watch.minutes;
  if (minutes.length < 2) return;
  const then = windowStartOf(minutes);
  const move = (main.last - then.price) / then.price;
  const threshold = 2.5 * sectorProfileOf(book.spec).dailyVolatility * Math.sqrt(windowMinutes / 240);
  if (move >= threshold) yield 'surge';
  if (move <= -threshold) yield 'plunge';
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
