import { describe, expect, it } from 'vitest';
import { sessionMinutes, tradingDaysBetween } from '@vce/market-core/calendar';
import { catalogueProducts, type ProductSpec, priceLimitOf } from '@vce/market-core/product-spec';
import { contractFlaws, isOnGrid } from '../../test/market-checks';
import { ProductSimulator } from './product-simulator';

const specOf = (code: string): ProductSpec => {
  const spec = catalogueProducts.find((product) => product.code === code);
  if (!spec) throw new Error(`no product ${code}`);
  return spec;
};
/** Busy and dormant products of every exchange and tick size (0.002 to 20). */
const sample = ['rb', 'au', 'sc', 'ec', 'SR', 'MA', 'lc', 'IF', 'T', 'TS', 'fb', 'PM'];

describe('ProductSimulator', () => {
  it.each(sample)('keeps %s on its tick grid, inside its limits and with whole lots over two months', (code) => {
    const spec = specOf(code);
    const simulator = new ProductSimulator(spec, 'invariants');
    const flaws: string[] = [];
    for (const day of tradingDaysBetween('2026-02-02', '2026-03-31')) {
      const minutes = sessionMinutes({ day: spec.day_session, night: spec.night_session }, day).length;
      simulator.beginDay(day, minutes);
      expect(simulator.contracts).toContain(simulator.main);
      for (let done = 0; done < minutes; done += 15) {
        simulator.step(15, done % 60 === 0);
        for (const contract of simulator.contracts) flaws.push(...contractFlaws(contract, spec.tick_size));
      }
      if (!isOnGrid(simulator.spot, spec.tick_size)) flaws.push(`spot ${simulator.spot} on ${day}`);
      simulator.endDay();
      for (const contract of simulator.contracts) {
        if (!isOnGrid(contract.settle ?? Number.NaN, spec.tick_size))
          flaws.push(`${contract.id} settle ${contract.settle}`);
      }
    }
    expect(flaws.slice(0, 5)).toEqual([]);
  });

  it('opens each day at the previous settlement with limits the product’s limit move either side', () => {
    const spec = specOf('rb');
    const limit = priceLimitOf(spec);
    const simulator = new ProductSimulator(spec, 'limits');
    simulator.beginDay('2026-03-16', 345);
    simulator.step(345);
    simulator.endDay();
    const settles = new Map(simulator.contracts.map((contract) => [contract.id, contract.settle]));
    simulator.beginDay('2026-03-17', 345);
    for (const contract of simulator.contracts) {
      const settle = settles.get(contract.id);
      if (settle === undefined) continue;
      expect(contract.preSettle).toBe(settle);
      expect(contract.limitUp).toBeLessThanOrEqual(contract.preSettle * (1 + limit) + 1e-9);
      expect(contract.limitUp).toBeGreaterThan(contract.preSettle * (1 + limit) - spec.tick_size);
      expect(contract.limitDown).toBeGreaterThanOrEqual(contract.preSettle * (1 - limit) - 1e-9);
      expect(contract.limitDown).toBeLessThan(contract.preSettle * (1 - limit) + spec.tick_size);
    }
  });

  it.each([
    // rb 5 % (上期发〔2026〕191号), au 14 %, TS 0.5 % on its 0.005 grid.
    ['rb', 3300, 3465, 3135],
    ['rb', 3305, 3470, 3140],
    ['au', 671, 764.94, 577.06],
    ['IF', 3800, 4180, 3420],
    ['T', 108.5, 110.67, 106.33],
    ['TS', 102.4, 102.91, 101.89],
  ])('sets %s limits from a settlement of %s at %s and %s', (code, settle, limitUp, limitDown) => {
    const simulator = new ProductSimulator(specOf(code), 'settled');
    // Two days on which no month expires or lists, so every month has the settlement set here.
    simulator.beginDay('2026-03-18', 240);
    for (const contract of simulator.contracts) contract.settle = settle;
    simulator.beginDay('2026-03-19', 240);
    expect(simulator.contracts.map((contract) => [contract.limitUp, contract.limitDown])).toEqual(
      simulator.contracts.map(() => [limitUp, limitDown]),
    );
  });

  it('stops a price that jumps past the limit at limit up, and at limit down', () => {
    const spec = specOf('IF');
    const simulator = new ProductSimulator(spec, 'limit-hit');
    simulator.beginDay('2026-03-16', 240);
    simulator.logSpot += 0.5;
    simulator.step(60);
    expect(simulator.main?.last).toBe(simulator.main?.limitUp);
    simulator.logSpot -= 1;
    simulator.step(60);
    expect(simulator.main?.last).toBe(simulator.main?.limitDown);
    expect(simulator.main?.high).toBe(simulator.main?.limitUp);
    expect(simulator.main?.low).toBe(simulator.main?.limitDown);
  });

  it('trades in bursts now and then: minutes in a row at several times the usual volume, open interest moving', () => {
    const spec = specOf('rb');
    const simulator = new ProductSimulator(spec, 'bursts');
    const minutes: { volume: number; openInterest: number }[] = [];
    for (const day of tradingDaysBetween('2026-01-05', '2026-02-27')) {
      const count = sessionMinutes({ day: spec.day_session, night: spec.night_session }, day).length;
      simulator.beginDay(day, count);
      for (let minute = 0; minute < count; minute++) {
        const before = simulator.main?.volume ?? 0;
        simulator.step(1);
        minutes.push({
          volume: (simulator.main?.volume ?? 0) - before,
          openInterest: simulator.main?.openInterest ?? 0,
        });
      }
      simulator.endDay();
    }
    const usual = minutes.map((minute) => minute.volume).sort((a, b) => a - b)[minutes.length >> 1] ?? 0;
    // Each burst as the first minute and the length of a run at three times the usual volume or more.
    const bursts: { first: number; length: number }[] = [];
    minutes.forEach((minute, index) => {
      if (minute.volume < 3 * usual) return;
      const last = bursts.at(-1);
      if (last && last.first + last.length === index) last.length++;
      else bursts.push({ first: index, length: 1 });
    });
    const openInterestMove = ({ first }: { first: number }) => {
      const before = minutes[first - 1]?.openInterest ?? 1;
      return Math.abs((minutes[first + 4]?.openInterest ?? before) - before) / before;
    };
    expect(bursts.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...bursts.map((burst) => burst.length))).toBeGreaterThanOrEqual(4);
    expect(Math.max(...bursts.map(openInterestMove))).toBeGreaterThan(0.015);
    expect(minutes.filter((minute) => minute.volume >= 6 * usual).length).toBeGreaterThan(0);
  });

  it('rolls the main contract forward only, as the months expire', () => {
    const spec = specOf('rb');
    const simulator = new ProductSimulator(spec, 'roll');
    const mains: string[] = [];
    for (const day of tradingDaysBetween('2026-01-05', '2026-12-31')) {
      simulator.beginDay(day, 345);
      simulator.step(345);
      simulator.endDay();
      if (mains.at(-1) !== simulator.main?.id) mains.push(simulator.main?.id ?? '');
    }
    expect(mains.length).toBeGreaterThan(1);
    expect(mains).toEqual([...mains].sort());
  });
});
