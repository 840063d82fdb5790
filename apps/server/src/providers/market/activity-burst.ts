import type { Random } from '../../platform/seeded-random';

/** Spontaneous bursts (a large order, a rumour) per product and trading day; news brings more. */
const spontaneousPerDay = 0.04;
/** The share of sharp news moves that draw traders in. */
const newsChance = 0.5;

/**
 * A few minutes of heavy trading, as a large order or news draws traders in: volume jumps to several
 * times its usual rate and decays back over minutes, while open interest builds (new positions) or
 * unwinds (positions closed) by a couple of percent, most of it in the first minutes. Times are the
 * simulator's clock, in trading days, so a step of any length takes its exact part of the burst.
 */
export class ActivityBurst {
  private constructor(
    private readonly startedAt: number,
    /** Volume at the start, above the usual rate, in multiples of it. */
    private readonly extraRate: number,
    /** Trading days for the extra to fall by a factor e. */
    private readonly decay: number,
    /** The burst's whole change of open interest, as a fraction of it (signed). */
    private readonly openInterestMove: number,
  ) {}

  /**
   * Starts a burst at `clock` now and then (`dayFraction` of a trading day passes in the step), and
   * more often on a news move; bursts on news are larger.
   */
  static maybeStart(random: Random, clock: number, dayFraction: number, minutesToday: number, isNews: boolean) {
    if (random.next() >= (isNews ? newsChance : spontaneousPerDay * dayFraction)) return undefined;
    const minutes = 2 + 3 * random.next();
    const extraRate = (isNews ? 5 : 3) + 9 * random.next();
    const move = 0.01 + 0.03 * random.next();
    return new ActivityBurst(clock, extraRate, minutes / minutesToday, random.next() < 0.5 ? -move : move);
  }

  /** Extra trading between two clock readings, in trading days of the usual rate. */
  extraVolume(from: number, to: number) {
    return this.extraRate * this.decay * this.shareBetween(from, to);
  }

  /** The fraction of open interest the burst adds (or removes, if negative) between two clock readings. */
  openInterestChange(from: number, to: number) {
    return this.openInterestMove * this.shareBetween(from, to);
  }

  /** After five decay times less than 1 % of it is left. */
  isOver(clock: number) {
    return clock - this.startedAt > 5 * this.decay;
  }

  /** The part of the whole burst that falls between two clock readings. */
  private shareBetween(from: number, to: number) {
    const left = (clock: number) => Math.exp(-Math.max(0, clock - this.startedAt) / this.decay);
    return to <= this.startedAt ? 0 : left(from) - left(to);
  }
}
