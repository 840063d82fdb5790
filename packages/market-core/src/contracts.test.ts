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
  it('lists twelve consecutive months of rebar, the delivery month until its 15th (the next trading day)', () => {
    // 15 March 2026 is a Sunday: rb2603 last trades on Monday the 16th.
    expect(idsOn('rb', '2026-03-16')).toEqual([
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
    expect(listedContracts(specOf('rb'), '2026-03-16')[0]?.expiry).toBe('2026-03-16');
    const nextDay = idsOn('rb', '2026-03-17');
    expect(nextDay[0]).toBe('rb2604');
    expect(nextDay.at(-1)).toBe('rb2703');
  });

  it('lists gold’s three nearest months and then the even months within 13 months', () => {
    expect(idsOn('au', '2026-11-25')).toEqual([
      'au2612',
      'au2701',
      'au2702',
      'au2704',
      'au2706',
      'au2708',
      'au2710',
      'au2712',
    ]);
  });

  it('lists bitumen’s six nearest months and then quarterly months within 24 months', () => {
    expect(idsOn('bu', '2026-11-25')).toEqual([
      'bu2612',
      'bu2701',
      'bu2702',
      'bu2703',
      'bu2704',
      'bu2705',
      'bu2706',
      'bu2709',
      'bu2712',
      'bu2803',
      'bu2806',
      'bu2809',
    ]);
  });

  it('lists crude oil’s twelve nearest months and then quarterly months over three years', () => {
    const ids = idsOn('sc', '2026-11-25');
    // sc2612 stopped trading on 30 November, the last trading day before December.
    expect(ids.slice(0, 13)).toEqual([
      'sc2612',
      'sc2701',
      'sc2702',
      'sc2703',
      'sc2704',
      'sc2705',
      'sc2706',
      'sc2707',
      'sc2708',
      'sc2709',
      'sc2710',
      'sc2711',
      'sc2712',
    ]);
    expect(ids.slice(12)).toEqual(['sc2712', 'sc2803', 'sc2806', 'sc2809', 'sc2812', 'sc2903', 'sc2906', 'sc2909']);
    expect(idsOn('sc', '2026-12-01')[0]).toBe('sc2701');
  });

  it('lists the container-freight index’s six nearest months but February, then two quarterly months', () => {
    expect(idsOn('ec', '2026-11-25')).toEqual(['ec2611', 'ec2612', 'ec2701', 'ec2703', 'ec2704', 'ec2706', 'ec2709']);
  });

  it('lists apples in their delivery months 1, 3, 4, 5, 10, 11 and 12 only', () => {
    expect(idsOn('AP', '2026-11-25')).toEqual(['AP612', 'AP701', 'AP703', 'AP704', 'AP705', 'AP710', 'AP711']);
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

  it('ends each commodity by its exchange’s rule, as the contract texts give it', () => {
    // SHFE: the 15th, or the next trading day.
    expect(expiryOf('rb', '2026-09-01', 'rb2610')).toBe('2026-10-15');
    expect(expiryOf('cu', '2026-01-05', 'cu2603')).toBe('2026-03-16');
    // SHFE fu, INE sc and lu: the last trading day of the month before.
    expect(expiryOf('sc', '2026-09-01', 'sc2612')).toBe('2026-11-30');
    expect(expiryOf('fu', '2026-01-05', 'fu2605')).toBe('2026-04-30');
    expect(expiryOf('lu', '2026-01-05', 'lu2610')).toBe('2026-09-30');
    // INE nr and bc: the 15th.
    expect(expiryOf('nr', '2026-01-05', 'nr2608')).toBe('2026-08-17');
    // INE ec: the last Monday of the delivery month.
    expect(expiryOf('ec', '2026-01-05', 'ec2604')).toBe('2026-04-27');
    // DCE jd, lh, eg…: the 4th trading day from the month's end.
    expect(expiryOf('jd', '2026-05-06', 'jd2609')).toBe('2026-09-24');
    expect(expiryOf('lh', '2026-01-05', 'lh2605')).toBe('2026-05-26');
    // DCE, CZCE and GFEX otherwise: the 10th trading day; CZCE ZC the 5th.
    expect(expiryOf('m', '2026-01-05', 'm2605')).toBe('2026-05-19');
    expect(expiryOf('SR', '2026-01-05', 'SR609')).toBe('2026-09-14');
    expect(expiryOf('si', '2026-01-05', 'si2609')).toBe('2026-09-14');
    expect(expiryOf('ZC', '2026-01-05', 'ZC609')).toBe('2026-09-07');
  });

  it('always falls on a trading day', () => {
    for (const code of ['IF', 'T', 'rb', 'SR', 'sc', 'ec', 'jd', 'ZC']) {
      for (const contract of listedContracts(specOf(code), '2026-01-05')) {
        expect(isTradingDay(contract.expiry), contract.id).toBe(true);
      }
    }
  });
});
