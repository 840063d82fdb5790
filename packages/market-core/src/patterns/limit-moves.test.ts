import { describe, expect, it } from 'vitest';
import { detectLimitMoves } from './limit-moves';
import { barsFromCloses } from './test-bars';

describe('limit moves', () => {
  const rebar = { tick: 1, limitFraction: 0.07 };

  it('finds limit up at a close on the limit from the previous close (3500 × 1.07 = 3745)', () => {
    const bars = barsFromCloses([3500, 3745]);
    expect(detectLimitMoves(bars, rebar)).toEqual([
      { kind: 'limitUp', index: 1, time: bars[1]?.time, note: '涨停价 3745' },
    ]);
  });

  it('finds none a tick below the limit', () => {
    expect(detectLimitMoves(barsFromCloses([3500, 3744]), rebar)).toEqual([]);
  });

  it('finds limit down at a close on the lower limit (3500 × 0.93 = 3255), none a tick above', () => {
    expect(detectLimitMoves(barsFromCloses([3500, 3255]), rebar).map(({ kind, index }) => [kind, index])).toEqual([
      ['limitDown', 1],
    ]);
    expect(detectLimitMoves(barsFromCloses([3500, 3256]), rebar)).toEqual([]);
  });

  it('rounds the limit onto the tick grid towards the previous close', () => {
    // 3502 × 1.05 = 3677.1, on a grid of 5 the limit is 3675.
    const coarse = { tick: 5, limitFraction: 0.05 };
    expect(detectLimitMoves(barsFromCloses([3502, 3675]), coarse).map((hit) => hit.note)).toEqual(['涨停价 3675']);
    expect(detectLimitMoves(barsFromCloses([3502, 3670]), coarse)).toEqual([]);
  });
});
