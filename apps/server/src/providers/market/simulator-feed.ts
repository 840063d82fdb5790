import { addToBar, type Bar, openBar } from '@vce/market-core/bar';
import {
  beijingDate,
  beijingInstant,
  previousTradingDay,
  sessionMinutes,
  tradingDayAt,
} from '@vce/market-core/calendar';
import { dayBarsOf, settleBarOf } from '@vce/market-core/day-bars';
import type { ProductSpec } from '@vce/market-core/product-spec';
import type { HistoryRange, MarketFeed, OpenOptions, ProductHistory } from './market-feed';
import { ProductSimulator } from './product-simulator';
import { planResume, type ResumePlan } from './resume-plan';

export interface SimulatorOptions {
  seed: string;
  /** Trade around the clock (a demo outside trading hours): every minute of a Beijing day trades. */
  alwaysOpen: boolean;
}

/** Steps of older history: a quarter hour is enough for daily bars and twenty times cheaper. */
const coarseStepMinutes = 15;
/** In a replay the other months, whose bars are not kept, trade once an hour. */
const allMonthsEvery = 60;
const alwaysOpenCatchUpMs = 4 * 3_600_000;

/** The builtin market (DESIGN.md §5): every listed contract, simulated; labelled 模拟行情. */
export class SimulatorFeed implements MarketFeed {
  readonly name = 'simulator';
  readonly simulated = true;
  readonly books: ProductSimulator[];
  private lastAdvance = 0;
  private readonly sessionSets = new Map<string, ReadonlySet<number>>();

  constructor(
    specs: readonly ProductSpec[],
    private readonly options: SimulatorOptions,
  ) {
    this.books = specs.map((spec) => new ProductSimulator(spec, options.seed));
  }

  *open(now: number, range: HistoryRange, options: OpenOptions): Iterable<ProductHistory> {
    const today = this.tradingDayOf(now);
    const days: string[] = [];
    for (let day = previousTradingDay(today); days.length < range.dailyDays; day = previousTradingDay(day)) {
      days.unshift(day);
    }
    this.lastAdvance = now;
    for (const book of this.books) {
      const plan = planResume(options.stored.get(book.spec.code), today);
      yield this.replay({ book, days, today, now, minuteDays: range.minuteDays, plan, onMinute: options.onMinute });
    }
  }

  /** The dev page's jump: the product's spot moves by `percent` at once, and its months follow it. */
  jumpSpot(symbol: string, percent: number) {
    const book = this.books.find((candidate) => candidate.spec.code === symbol);
    if (book) book.logSpot += Math.log1p(percent / 100);
  }

  advance(now: number) {
    const minutes = Math.min(1, Math.max(0, (now - this.lastAdvance) / 60_000));
    this.lastAdvance = now;
    const today = this.tradingDayOf(now);
    for (const book of this.books) {
      if (book.tradingDay !== today) {
        book.endDay();
        book.beginDay(today, this.minutesOf(book.spec, today).length);
      }
      if (this.isTrading(book.spec, today, now)) book.step(minutes);
    }
  }

  /**
   * Replays a product's history from the seed. With a stored series (`plan`), days the store holds
   * run coarsely, only to bring the simulator's state along; the first day after them opens from
   * their last close and settlement, and today's stored minutes are taken up where they end. A past
   * day cut short keeps the day its stored minutes make.
   */
  private replay({ book, days, today, now, minuteDays, plan, onMinute }: Replay) {
    const history: ProductHistory = { product: book.spec.code, daily: [], spot: [], settle: [], minutes: [] };
    // Stored day ends to open from, oldest first: a day cut short opens from the stored day before it.
    const opens = [plan?.cutShort?.openFrom, plan?.openFrom].filter((end) => end !== undefined);
    const beginDay = (day: string, minutes: number) => {
      const dayBefore = book.tradingDay;
      book.beginDay(day, minutes);
      const [next] = opens;
      if (next && day > next.tradingDay) {
        book.openFrom(next);
        opens.shift();
      }
      if (dayBefore && book.main) history.settle.push(settleBarOf(book.main.preSettle, dayBefore));
    };
    days.forEach((day, index) => {
      // Past days traded the exchange's sessions, round-the-clock demo or not.
      const minutes = sessionMinutesOf(book.spec, day);
      beginDay(day, minutes.length);
      if (index >= days.length - minuteDays && (!plan || day > plan.lastDay)) {
        history.minutes.push({ tradingDay: day, bars: runMinutes(book, minutes, Number.POSITIVE_INFINITY, onMinute) });
      } else {
        for (let done = 0; done < minutes.length; done += coarseStepMinutes) {
          book.step(Math.min(coarseStepMinutes, minutes.length - done), done % allMonthsEvery === 0);
        }
        if (plan?.cutShort?.tradingDay === day) book.continueDay(plan.cutShort.bars, plan.cutShort.spot);
      }
      book.endDay();
      pushDailyBars(history, book, day);
    });
    const minutes = this.minutesOf(book.spec, today);
    beginDay(today, minutes.length);
    // A round-the-clock day starts at most a few hours before the server did, not at midnight.
    const catchUp = this.options.alwaysOpen ? minutes.filter((minute) => minute >= now - alwaysOpenCatchUpMs) : minutes;
    // Today's stored minutes stand: the simulator trades through them unrecorded, then takes them up.
    const stored = plan?.today;
    const storedUntil = stored?.bars.at(-1)?.time ?? Number.NEGATIVE_INFINITY;
    const storedMinutes = catchUp.filter((minute) => minute <= storedUntil);
    runMinutes(book, storedMinutes, now);
    if (stored) book.continueDay(stored.bars, stored.spot);
    const bars = runMinutes(book, catchUp.slice(storedMinutes.length), now, onMinute);
    history.minutes.push({ tradingDay: today, bars: [...(stored?.bars ?? []), ...bars] });
    if (book.main?.open) pushDailyBars(history, book, today);
    return history;
  }

  private tradingDayOf(now: number) {
    return this.options.alwaysOpen ? beijingDate(now) : tradingDayAt(now);
  }

  private minutesOf(spec: ProductSpec, tradingDay: string): readonly number[] {
    if (!this.options.alwaysOpen) return sessionMinutesOf(spec, tradingDay);
    const midnight = beijingInstant(tradingDay, '00:00');
    return Array.from({ length: 1440 }, (_, index) => midnight + index * 60_000);
  }

  private isTrading(spec: ProductSpec, tradingDay: string, now: number) {
    if (this.options.alwaysOpen) return true;
    const key = `${spec.day_session}|${spec.night_session}|${tradingDay}`;
    let minutes = this.sessionSets.get(key);
    if (!minutes) {
      if (this.sessionSets.size > 64) this.sessionSets.clear();
      minutes = new Set(this.minutesOf(spec, tradingDay));
      this.sessionSets.set(key, minutes);
    }
    return minutes.has(now - (now % 60_000));
  }
}

const sessionMinutesOf = (spec: ProductSpec, tradingDay: string) =>
  sessionMinutes({ day: spec.day_session, night: spec.night_session }, tradingDay);

interface Replay {
  book: ProductSimulator;
  /** Past trading days to replay, oldest first. */
  days: readonly string[];
  today: string;
  now: number;
  /** How many of the last past days are replayed minute by minute. */
  minuteDays: number;
  plan: ResumePlan | undefined;
  onMinute: OpenOptions['onMinute'];
}

/**
 * Steps through the completed minutes before `until`, recording the main contract's minute bars and
 * telling `onMinute` of each.
 */
function runMinutes(
  book: ProductSimulator,
  minutes: readonly number[],
  until: number,
  onMinute?: OpenOptions['onMinute'],
): Bar[] {
  const bars: Bar[] = [];
  for (const [index, minute] of minutes.entries()) {
    if (minute + 60_000 > until) break;
    const main = book.main;
    if (!main) break;
    const volumeBefore = main.volume;
    // Two half-minute steps give each bar a real open, high, low and close.
    book.step(0.5, index % allMonthsEvery === 0);
    const tradedEarly = main.volume > volumeBefore;
    const bar = openBar(minute, main.last, main.openInterest);
    book.step(0.5, false);
    // A bar opens at its first trade: a thin month's last price may be yesterday's settlement.
    if (tradedEarly) addToBar(bar, main.last, 0, main.openInterest);
    else Object.assign(bar, openBar(minute, main.last, main.openInterest));
    bar.volume = main.volume - volumeBefore;
    if (bar.volume > 0) bars.push(bar);
    onMinute?.(book, minute + 59_000);
  }
  return bars;
}

function pushDailyBars(history: ProductHistory, book: ProductSimulator, tradingDay: string) {
  const bars = dayBarsOf(book, tradingDay);
  if (!bars) return;
  history.daily.push(bars.daily);
  history.spot.push(bars.spot);
}
