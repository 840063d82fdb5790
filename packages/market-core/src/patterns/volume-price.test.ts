import { describe, expect, it } from 'vitest';
import type { Candle } from './test-bars';
import { barsFromCloses, createBar, datedBars } from './test-bars';
import { detectVolumePriceMoves } from './volume-price';

/**
 * Bars of 100 lots closing 104, 100 …, 25 unless told, each but the first with a true range of 6 (high
 * 105, low 99), then the bar under test, which opens at 104 after an odd number of them.
 */
const withLastBar = (candle: Candle, volume: number, quietCount = 25) => {
  const quiet = barsFromCloses(Array.from({ length: quietCount }, (_, index) => (index % 2 === 0 ? 104 : 100)));
  return datedBars([...quiet, createBar(candle, { volume })]);
};

describe('volume with price', () => {
  it('finds a surge at a rising bar of 1.5 times the mean volume with a body of one average true range', () => {
    const bars = withLastBar([104, 111, 103, 110], 150);
    expect(detectVolumePriceMoves(bars)).toEqual([
      { kind: 'volumePriceSurge', index: 25, time: bars[25]?.time, note: '成交量为前20根均量的 1.5 倍' },
    ]);
  });

  it('finds none just under 1.5 times the mean volume', () => {
    expect(detectVolumePriceMoves(withLastBar([104, 111, 103, 110], 149))).toEqual([]);
  });

  it('finds none when the body is shorter than the average true range', () => {
    expect(detectVolumePriceMoves(withLastBar([104, 110, 103, 109], 300))).toEqual([]);
  });

  it('finds a drop at a falling bar on heavy volume', () => {
    const hits = detectVolumePriceMoves(withLastBar([104, 105, 97, 98], 300));
    expect(hits.map(({ kind, index, note }) => ({ kind, index, note }))).toEqual([
      { kind: 'volumePriceDrop', index: 25, note: '成交量为前20根均量的 3.0 倍' },
    ]);
  });

  it('waits for 20 true ranges before it, which takes 21 bars', () => {
    expect(detectVolumePriceMoves(withLastBar([104, 111, 103, 110], 300, 21)).map((hit) => hit.index)).toEqual([21]);
    expect(detectVolumePriceMoves(withLastBar([100, 107, 99, 106], 300, 20))).toEqual([]);
  });
});
