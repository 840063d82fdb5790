import { describe, expect, it } from 'vitest';
import { isTradingDay } from './calendar';
import { contractIdOf, listedContracts } from './contracts';
import { catalogueProducts, type ProductSpec } from './product-spec';

const specOf = (code: string): ProductSpec => {
  const spec = catalogueProducts.find((product) => product.code === code);
  if (!spec) throw new Error(`no product ${code}`);
  return spec;
};
const idsOn = (code: string, tradingDay: string) => listedContracts(specOf(code), tradingDay).map(({ id }) => id);

describe('contract ids', () => {
  it('writes two year digits on SHFE, DCE, INE, GFEX and CFFEX', () => {
    expect(contractIdOf(specOf('rb'), 2026, 5)).toBe('rb2605');
    expect(contractIdOf(specOf('i'), 2027, 1)).toBe('i2701');
    expect(contractIdOf(specOf('sc'), 2026, 11)).toBe('sc2611');
    expect(contractIdOf(specOf('lc'), 2026, 9)).toBe('lc2609');
    expect(contractIdOf(specOf('IF'), 2026, 12)).toBe('IF2612');
  });

  it('writes one year digit on CZCE', () => {
    expect(contractIdOf(specOf('SR'), 2026, 5)).toBe('SR605');
    expect(contractIdOf(specOf('MA'), 2027, 1)).toBe('MA701');
  });
});

describe('listed commodity months', () => {
  it('lists twelve consecutive months of rebar, the delivery month until its tenth trading day', () => {
    // The 10th trading day of March 2026 is Friday the 13th.
    expect(idsOn('rb', '2026-03-13')).toEqual([
      'rb2603',
      'rb2604',
      'rb2605',
      'rb2606',
      'rb2607',
      'rb2608',
      'rb2609',
      'rb2610',
      'rb2611',
      'rb2612',
      'rb2701',
      'rb2702',
    ]);
    expect(listedContracts(specOf('rb'), '2026-03-13')[0]?.expiry).toBe('2026-03-13');
    const nextDay = idsOn('rb', '2026-03-16');
    expect(nextDay[0]).toBe('rb2604');
    expect(nextDay.at(-1)).toBe('rb2703');
  });

  it('lists only the delivery months of the product', () => {
    expect(idsOn('SR', '2026-03-16')).toEqual(['SR605', 'SR607', 'SR609', 'SR611', 'SR701', 'SR703']);
    expect(idsOn('m', '2026-03-16')).toEqual(['m2605', 'm2607', 'm2608', 'm2609', 'm2611', 'm2612', 'm2701', 'm2703']);
    expect(idsOn('pt', '2026-03-16').map((id) => Number(id.slice(-2)) % 2)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('never lists a month whose last trading day has passed', () => {
    for (const spec of catalogueProducts) {
      for (const day of ['2026-01-05', '2026-03-16', '2026-06-22', '2026-10-08', '2026-12-31']) {
        const listed = listedContracts(spec, day);
        expect(listed.length, `${spec.code} on ${day}`).toBeGreaterThan(0);
        for (const contract of listed) expect(contract.expiry >= day, `${contract.id} on ${day}`).toBe(true);
        const expiries = listed.map((contract) => contract.expiry);
        expect(expiries).toEqual([...expiries].sort());
      }
    }
  });
});

describe('listed financial months', () => {
  it('lists the current month, the next and the next two quarters of IF', () => {
    expect(idsOn('IF', '2026-03-11')).toEqual(['IF2603', 'IF2604', 'IF2606', 'IF2609']);
    // After the March contract expires on the third Friday (20th) the list moves on.
    expect(idsOn('IF', '2026-03-23')).toEqual(['IF2604', 'IF2605', 'IF2606', 'IF2609']);
    // A quarterly current month counts once.
    expect(idsOn('IF', '2026-06-01')).toEqual(['IF2606', 'IF2607', 'IF2609', 'IF2612']);
  });

  it('lists the three nearest quarters of T', () => {
    expect(idsOn('T', '2026-03-11')).toEqual(['T2603', 'T2606', 'T2609']);
    // The March contract's last day is the second Friday (13th).
    expect(idsOn('T', '2026-03-16')).toEqual(['T2606', 'T2609', 'T2612']);
    expect(idsOn('TS', '2026-11-02')).toEqual(['TS2612', 'TS2703', 'TS2706']);
  });
});

describe('expiry', () => {
  const expiryOf = (code: string, tradingDay: string, id: string) =>
    listedContracts(specOf(code), tradingDay).find((contract) => contract.id === id)?.expiry;

  it('ends stock-index futures on the third Friday of the month', () => {
    expect(expiryOf('IF', '2026-03-02', 'IF2603')).toBe('2026-03-20');
    expect(expiryOf('IF', '2026-09-01', 'IF2610')).toBe('2026-10-16');
    expect(expiryOf('IM', '2026-11-02', 'IM2612')).toBe('2026-12-18');
  });

  it('ends treasury futures on the second Friday of the month', () => {
    expect(expiryOf('T', '2026-03-02', 'T2603')).toBe('2026-03-13');
    expect(expiryOf('TL', '2026-07-01', 'TL2609')).toBe('2026-09-11');
  });

  it('moves an expiry that falls on a holiday to the next trading day', () => {
    // 16 February 2024 (Spring Festival) and 19 June 2026 (Dragon Boat) were third Fridays.
    expect(expiryOf('IF', '2024-02-01', 'IF2402')).toBe('2024-02-19');
    expect(expiryOf('IF', '2026-06-01', 'IF2606')).toBe('2026-06-22');
  });

  it('always falls on a trading day', () => {
    for (const code of ['IF', 'T', 'rb', 'SR']) {
      for (const contract of listedContracts(specOf(code), '2026-01-05')) {
        expect(isTradingDay(contract.expiry), contract.id).toBe(true);
      }
    }
  });
});
