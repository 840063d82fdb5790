import { describe, expect, it } from 'vitest';
import { placeAmongLevels, pivotLevelsOf } from './pivots';

const prices = (levels: ReturnType<typeof pivotLevelsOf>) =>
  Object.fromEntries(levels.map((level) => [level.name, level.price]));

describe('pivot levels', () => {
  it('match the hand-computed levels of a round bar', () => {
    // P = (3900 + 3800 + 3850) / 3 = 3850; the range H − L is 100.
    expect(prices(pivotLevelsOf({ high: 3900, low: 3800, close: 3850 }, 1))).toEqual({
      R3: 4000,
      R2: 3950,
      R1: 3900,
      P: 3850,
      S1: 3800,
      S2: 3750,
      S3: 3700,
    });
  });

  it('round each level to the tick from the exact P, not from a rounded one', () => {
    // P = 11516 / 3 = 3838.667 → 3839; R1 = 2P − L = 3876.333 → 3876 (3877 from a rounded P).
    expect(prices(pivotLevelsOf({ high: 3873, low: 3801, close: 3842 }, 1))).toEqual({
      R3: 3948,
      R2: 3911,
      R1: 3876,
      P: 3839,
      S1: 3804,
      S2: 3767,
      S3: 3732,
    });
  });

  it('round to a fractional tick without float noise', () => {
    // P = 1726.6 / 3 = 575.5333 → 575.54 on a 0.02 tick.
    expect(prices(pivotLevelsOf({ high: 580.4, low: 571.2, close: 575 }, 0.02))).toEqual({
      R3: 589.06,
      R2: 584.74,
      R1: 579.86,
      P: 575.54,
      S1: 570.66,
      S2: 566.34,
      S3: 561.46,
    });
  });

  it('list the levels from R3 down to S3 with their Chinese names', () => {
    const levels = pivotLevelsOf({ high: 3900, low: 3800, close: 3850 }, 1);
    expect(levels.map((level) => level.name)).toEqual(['R3', 'R2', 'R1', 'P', 'S1', 'S2', 'S3']);
    expect(levels[2]?.label).toBe('第一阻力位R1');
    expect(levels[3]?.label).toBe('枢轴点P');
  });
});

describe('where the last price stands', () => {
  const levels = pivotLevelsOf({ high: 3900, low: 3800, close: 3850 }, 1);

  it('names the two levels a price lies between', () => {
    const place = placeAmongLevels(3880, levels);
    expect([place.lower?.name, place.upper?.name]).toEqual(['P', 'R1']);
    expect(place.position).toBe('位于枢轴点P与第一阻力位R1之间');
  });

  it('says so when the price sits on a level', () => {
    const place = placeAmongLevels(3800, levels);
    expect([place.lower?.name, place.upper?.name]).toEqual(['S1', 'P']);
    expect(place.position).toBe('正处于第一支撑位S1');
  });

  it('handles prices beyond R3 and below S3', () => {
    expect(placeAmongLevels(4100, levels)).toMatchObject({ upper: null, position: '位于第三阻力位R3上方' });
    expect(placeAmongLevels(3600, levels)).toMatchObject({ lower: null, position: '位于第三支撑位S3下方' });
  });
});
