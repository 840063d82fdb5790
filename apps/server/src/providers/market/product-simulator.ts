import type { Bar } from '@vce/market-core/bar';
import { listedContracts, yearsToExpiry } from '@vce/market-core/contracts';
import { chooseMainContract } from '@vce/market-core/main-contract';
import {
  type ProductSpec,
  limitPriceOf,
  priceLimitOf,
  sectorProfileOf,
  typicalDailyVolumeOf,
  typicalPriceOf,
} from '@vce/market-core/product-spec';
import { roundToTick } from '@vce/market-core/ticks';
import { ActivityBurst } from './activity-burst';
import { monthWeight } from './month-liquidity';
import type { ContractState } from './contract-state';
import { createRandom, type Random } from '../../platform/seeded-random';

/**
 * One product's simulated market. Every contract prices off one spot path and a cost-of-carry curve:
 * F = spot · e^(carry·τ + deviation). The spot wanders with the sector's volatility and drifts slowly
 * back to the product's typical level; the carry (contango > 0, backwardation < 0) and each
 * contract's deviation revert to their means, so the basis and the spreads revert too. Prices sit on
 * the tick grid inside the day's limits; volume and open interest follow each month's share.
 */
export class ProductSimulator {
  readonly spec: ProductSpec;
  readonly random: Random;
  readonly tick: number;
  tradingDay = '';
  contracts: ContractState[] = [];
  main: ContractState | undefined;
  logSpot: number;
  carry: number;
  private readonly meanCarry: number;
  private readonly carryVolatility: number;
  private readonly logTypical: number;
  private readonly dailyVolatility: number;
  private readonly priceLimit: number;
  private readonly dailyVolume: number;
  private minutesToday = 1;
  /** Minutes of heavy trading under way, if any. */
  private burst: ActivityBurst | undefined;
  /** Trading time simulated so far, in trading days. */
  private clock = 0;

  constructor(spec: ProductSpec, seed: string) {
    this.spec = spec;
    this.random = createRandom(`${seed}:${spec.exchange}:${spec.code}`);
    this.tick = spec.tick_size;
    const profile = sectorProfileOf(spec);
    this.dailyVolatility = profile.dailyVolatility;
    this.priceLimit = priceLimitOf(spec);
    this.dailyVolume = typicalDailyVolumeOf(spec);
    this.logTypical = Math.log(typicalPriceOf(spec));
    this.logSpot = this.logTypical + 0.1 * this.random.normal();
    this.meanCarry = profile.carry * this.random.normal();
    this.carryVolatility = profile.carry / 10;
    this.carry = this.meanCarry;
  }

  /** Spot price on the product's tick grid. */
  get spot() {
    return roundToTick(Math.exp(this.logSpot), this.tick);
  }

  /** Opens a trading day: expired months leave, new ones list, yesterday's figures roll over. */
  beginDay(tradingDay: string, minutesToday: number) {
    this.tradingDay = tradingDay;
    this.minutesToday = Math.max(1, minutesToday);
    const previous = new Map(this.contracts.map((contract) => [contract.id, contract]));
    this.contracts = listedContracts(this.spec, tradingDay).map((listed) => {
      const before = previous.get(listed.id);
      const yearsLeft = yearsToExpiry(listed, tradingDay);
      const preSettle = before ? (before.settle ?? before.last) : this.fairPrice(yearsLeft, 0);
      // Spelled out rather than spread: V8 builds these twenty times faster with one fixed shape.
      const contract: ContractState = {
        id: listed.id,
        year: listed.year,
        month: listed.month,
        expiry: listed.expiry,
        yearsLeft,
        last: preSettle,
        open: 0,
        high: 0,
        low: 0,
        preSettle,
        preClose: before?.last ?? preSettle,
        settle: null,
        limitUp: limitPriceOf(preSettle, this.priceLimit, this.tick),
        limitDown: limitPriceOf(preSettle, -this.priceLimit, this.tick),
        volume: 0,
        priceVolume: 0,
        openInterest: before?.openInterest ?? 0,
        preOpenInterest: before?.openInterest ?? 0,
        share: 0,
        deviation: before?.deviation ?? 0,
        movedAt: before?.movedAt ?? this.clock,
      };
      return contract;
    });
    this.updateShares();
    // The first simulated day starts from a settled market rather than an empty one.
    if (previous.size === 0) {
      for (const contract of this.contracts) {
        contract.openInterest = Math.round(this.dailyVolume * 0.9 * contract.share);
        contract.preOpenInterest = contract.openInterest;
      }
    }
    this.main = chooseMainContract(this.contracts, this.main);
  }

  /**
   * Moves the market on by `minutes` of trading time (fractions for live seconds). With `allMonths`
   * false only the main month trades: history replays use it between quarter-hourly full steps,
   * as only the main month's minute bars are kept.
   */
  step(minutes: number, allMonths = true) {
    const random = this.random;
    const dayFraction = minutes / this.minutesToday;
    const sqrtDay = Math.sqrt(dayFraction);
    let shock = this.dailyVolatility * sqrtDay * random.normal();
    // Now and then news moves a market sharply: the alerts traders watch for.
    const isNews = random.next() < 0.15 * dayFraction;
    if (isNews) shock += (random.next() < 0.5 ? -1 : 1) * this.dailyVolatility * 2;
    // Reversion to the typical level with a half-life of about two months keeps two years plausible.
    this.logSpot += shock + 0.012 * (this.logTypical - this.logSpot) * dayFraction;
    this.carry += 0.03 * (this.meanCarry - this.carry) * dayFraction + this.carryVolatility * sqrtDay * random.normal();
    const burst = ActivityBurst.maybeStart(random, this.clock, dayFraction, this.minutesToday, isNews);
    if (burst) this.burst = burst;
    else if (this.burst?.isOver(this.clock)) this.burst = undefined;
    this.clock += dayFraction;
    for (const contract of this.contracts) {
      if (!allMonths && contract !== this.main) continue;
      this.trade(contract);
    }
  }

  /** One month trades what it would have since it last traded, a burst's share included. */
  private trade(contract: ContractState) {
    const random = this.random;
    const since = contract.movedAt;
    const elapsed = this.clock - since;
    const extra = this.burst?.extraVolume(since, this.clock) ?? 0;
    const expected = this.dailyVolume * contract.share * (elapsed + extra);
    // Lots scattered around the expectation, rounded at random so thin months still trade now and then.
    const lots = Math.floor(expected * (0.4 + 1.2 * random.next()) + random.next());
    if (lots === 0) return;
    contract.movedAt = this.clock;
    contract.deviation += -0.5 * contract.deviation * elapsed + 0.0008 * Math.sqrt(elapsed) * random.normal();
    const price = this.fairPrice(contract.yearsLeft, contract.deviation);
    const last = Math.min(contract.limitUp, Math.max(contract.limitDown, price));
    contract.last = last;
    if (contract.open === 0) {
      contract.open = last;
      contract.high = last;
      contract.low = last;
    } else {
      if (last > contract.high) contract.high = last;
      if (last < contract.low) contract.low = last;
    }
    contract.volume += lots;
    contract.priceVolume += last * lots;
    const target = this.dailyVolume * 0.9 * contract.share;
    // A burst opens or closes positions, never more than the lots that traded.
    const burstMove = contract.openInterest * (this.burst?.openInterestChange(since, this.clock) ?? 0);
    const change =
      (target - contract.openInterest) * 0.8 * elapsed +
      Math.sqrt(lots) * random.normal() +
      Math.max(-lots, Math.min(lots, burstMove));
    contract.openInterest = Math.max(0, Math.round(contract.openInterest + change));
  }

  /**
   * Opens the day from a stored day's end, called right after beginDay: every price of the product
   * moves by one factor so that the main month's previous close is the stored close (the curve keeps
   * its shape), open interest likewise, and the spot goes to the stored spot. A stored settlement is
   * the main month's previous settlement, the other months' moving with it: the replay settled the
   * day elsewhere, and today's limits and change follow from it.
   */
  openFrom(end: { close: number; openInterest: number; spot: number | undefined; settle: number | undefined }) {
    const main = this.main;
    if (!main) return;
    this.movePrices(end.close / main.preClose, true);
    if (end.settle) this.moveSettlements(end.settle / main.preSettle);
    this.moveOpenInterest(end.openInterest / main.preOpenInterest, true);
    main.preClose = end.close;
    main.preOpenInterest = end.openInterest;
    main.openInterest = end.openInterest;
    if (end.spot) this.moveSpotTo(end.spot);
  }

  /**
   * Goes on with a day whose main-month minute bars so far are stored: the main month's day becomes
   * those bars, today's prices of the other months move with it, and trading carries on from the
   * last stored close, open interest and spot.
   */
  continueDay(bars: readonly Bar[], spot: number | undefined) {
    const main = this.main;
    const [first, last] = [bars[0], bars.at(-1)];
    if (!main || !first || !last) return;
    this.movePrices(last.close / main.last, false);
    this.moveOpenInterest(last.openInterest / main.openInterest, false);
    main.open = first.open;
    main.high = Math.max(...bars.map((bar) => bar.high));
    main.low = Math.min(...bars.map((bar) => bar.low));
    // Bars stored under other limits (a settlement the store did not hold) still trade inside today's.
    main.last = Math.min(main.limitUp, Math.max(main.limitDown, last.close));
    main.volume = bars.reduce((sum, bar) => sum + bar.volume, 0);
    // A bar's (high + low + close) / 3 is the usual stand-in for its volume-weighted price.
    main.priceVolume = bars.reduce((sum, bar) => sum + ((bar.high + bar.low + bar.close) / 3) * bar.volume, 0);
    main.openInterest = last.openInterest;
    if (spot) this.moveSpotTo(spot);
  }

  /** Closes the day: each contract settles at its volume-weighted price (the last one if untraded). */
  endDay() {
    for (const contract of this.contracts) {
      contract.settle =
        contract.volume > 0 ? roundToTick(contract.priceVolume / contract.volume, this.tick) : contract.last;
    }
  }

  /**
   * Moves the spot and today's prices of every month by `ratio`; with `withYesterday` also the
   * previous settlements and closes, and the limits that follow from them.
   */
  private movePrices(ratio: number, withYesterday: boolean) {
    if (!(ratio > 0 && Number.isFinite(ratio))) return;
    this.logSpot += Math.log(ratio);
    const moved = (contract: ContractState, price: number) =>
      Math.min(contract.limitUp, Math.max(contract.limitDown, roundToTick(price * ratio, this.tick)));
    for (const contract of this.contracts) {
      if (withYesterday) {
        this.settleBefore(contract, roundToTick(contract.preSettle * ratio, this.tick));
        contract.preClose = roundToTick(contract.preClose * ratio, this.tick);
      }
      if (contract.open === 0) {
        // An untraded month's last price is its previous settlement.
        contract.last = contract.preSettle;
        continue;
      }
      contract.open = moved(contract, contract.open);
      contract.high = moved(contract, contract.high);
      contract.low = moved(contract, contract.low);
      contract.last = moved(contract, contract.last);
      contract.priceVolume *= ratio;
    }
  }

  /** Moves every month's previous settlement, and the limits and untraded prices that follow, by `ratio`. */
  private moveSettlements(ratio: number) {
    if (!(ratio > 0 && Number.isFinite(ratio))) return;
    for (const contract of this.contracts) {
      this.settleBefore(contract, roundToTick(contract.preSettle * ratio, this.tick));
      if (contract.open === 0) contract.last = contract.preSettle;
    }
  }

  private settleBefore(contract: ContractState, preSettle: number) {
    contract.preSettle = preSettle;
    contract.limitUp = limitPriceOf(preSettle, this.priceLimit, this.tick);
    contract.limitDown = limitPriceOf(preSettle, -this.priceLimit, this.tick);
  }

  private moveOpenInterest(ratio: number, withYesterday: boolean) {
    if (!(ratio > 0 && Number.isFinite(ratio))) return;
    for (const contract of this.contracts) {
      contract.openInterest = Math.round(contract.openInterest * ratio);
      if (withYesterday) contract.preOpenInterest = Math.round(contract.preOpenInterest * ratio);
    }
  }

  /** Puts the spot at `spot` and keeps every month's price: their deviations from the curve take the change. */
  private moveSpotTo(spot: number) {
    const shift = Math.log(spot) - this.logSpot;
    this.logSpot += shift;
    for (const contract of this.contracts) contract.deviation -= shift;
  }

  private fairPrice(yearsLeft: number, deviation: number) {
    return roundToTick(Math.exp(this.logSpot + this.carry * yearsLeft + deviation), this.tick);
  }

  /** How traders spread across the months: see monthWeight. */
  private updateShares() {
    const weights = this.contracts.map((contract) => monthWeight(this.spec, contract, this.tradingDay));
    const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    this.contracts.forEach((contract, index) => {
      contract.share = (weights[index] ?? 0) / total;
    });
  }
}
