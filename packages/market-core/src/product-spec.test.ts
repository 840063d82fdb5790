import { describe, expect, it } from 'vitest';
import { catalogueProducts, priceLimitOf } from './product-spec';
import { roundToTick, tickDecimals } from './ticks';

describe('tickDecimals', () => {
  it.each([
    [10, 0],
    [1, 0],
    [0.5, 1],
    [0.2, 1],
    [0.05, 2],
    [0.02, 2],
    [0.01, 2],
    [0.005, 3],
    [0.002, 3],
  ])('gives a tick of %s %s decimals', (tick, decimals) => {
    expect(tickDecimals(tick)).toBe(decimals);
  });
});

describe('roundToTick', () => {
  it('gives whole ticks without float noise', () => {
    expect(roundToTick(0.2 * 19_369, 0.2)).toBe(3873.8);
    expect(String(roundToTick(3873.79, 0.2))).toBe('3873.8');
    expect(String(roundToTick(108.3449, 0.005))).toBe('108.345');
    expect(String(roundToTick(102.4031, 0.002))).toBe('102.404');
    expect(String(roundToTick(680.371, 0.02))).toBe('680.38');
  });

  it('rounds to the nearest tick of a coarse grid', () => {
    expect(roundToTick(76_004, 10)).toBe(76_000);
    expect(roundToTick(76_006, 10)).toBe(76_010);
    expect(roundToTick(3301.4, 2)).toBe(3302);
    expect(roundToTick(3300.9, 2)).toBe(3300);
    expect(roundToTick(15_002.4, 5)).toBe(15_000);
  });

  it('leaves a price already on the grid as it is', () => {
    for (const [price, tick] of [
      [3873.8, 0.2],
      [108.345, 0.005],
      [255_010, 10],
      [0.5, 0.5],
    ] as const) {
      expect(roundToTick(price, tick)).toBe(price);
    }
  });
});

describe('priceLimitOf', () => {
  const limitOf = (code: string) => {
    const spec = catalogueProducts.find((product) => product.code === code);
    if (!spec) throw new Error(`no product ${code}`);
    return priceLimitOf(spec);
  };

  it.each([
    ['TS', 0.005],
    ['TF', 0.012],
    ['T', 0.02],
    ['TL', 0.035],
  ])('gives the treasury future %s CFFEX’s limit of %s', (code, limit) => {
    expect(limitOf(code)).toBe(limit);
  });

  it.each(['IF', 'IH', 'IC', 'IM'])('gives the stock-index future %s CFFEX’s limit of 10 %%', (code) => {
    expect(limitOf(code)).toBe(0.1);
  });

  it('gives a product the limit its exchange’s notice set, and others their sector’s usual limit', () => {
    expect(limitOf('rb')).toBe(0.05);
    expect(limitOf('cu')).toBe(0.09);
    expect(limitOf('au')).toBe(0.14);
    expect(limitOf('si')).toBe(0.08);
    expect(limitOf('lc')).toBe(0.11);
    expect(limitOf('wr')).toBe(0.07);
  });

  it('names a source beside every rule of every product', () => {
    for (const spec of catalogueProducts) {
      for (const [name, rule] of Object.entries(spec.rules))
        expect(rule.source, `${spec.code} ${name}`).toMatch(/\S{4}/);
    }
  });

  it('gives every product of the catalogue a limit between 0.5 % and 20 %', () => {
    for (const spec of catalogueProducts) {
      expect(priceLimitOf(spec), spec.code).toBeGreaterThanOrEqual(0.005);
      expect(priceLimitOf(spec), spec.code).toBeLessThanOrEqual(0.2);
    }
  });
});

describe('sessions', () => {
  it('gives ferrosilicon and silicomanganese no night session, japonica rice and benzene one to 23:00', () => {
    const nightOf = (code: string) => catalogueProducts.find((spec) => spec.code === code)?.night_session;
    expect([nightOf('SF'), nightOf('SM')]).toEqual([null, null]);
    expect([nightOf('rr'), nightOf('bz')]).toEqual(['21:00-23:00', '21:00-23:00']);
    expect(catalogueProducts.find((spec) => spec.code === 'SF')?.has_night_session).toBe(false);
  });
});
