import { describe, expect, it } from 'vitest';
import { beijingInstant } from '../calendar';
import { detectOpeningGaps } from './gaps';
import { type Candle, barsFromCandles, createBar } from './test-bars';

/** A minute bar at a Beijing date and time. */
const minuteBar = (date: string, hhmm: string, candle: Candle) =>
  createBar(candle, { time: beijingInstant(date, hhmm) });

/** The end of Wednesday's day session at 3500, then the first two minutes of its night session. */
const nightOpeningAt = (open: number) => [
  minuteBar('2025-03-05', '14:58', [3498, 3501, 3497, 3499]),
  minuteBar('2025-03-05', '14:59', [3499, 3501, 3498, 3500]),
  minuteBar('2025-03-05', '21:00', [open, open + 2, open - 2, open + 1]),
  minuteBar('2025-03-05', '21:01', [open + 1, open + 3, open, open + 2]),
];

const rebar = { tick: 1 };

describe('night session gaps on minute bars', () => {
  it('finds a gap up where the night opens half a percent or more above the day’s close (18 ticks on 3500)', () => {
    const bars = nightOpeningAt(3518);
    expect(detectOpeningGaps(bars, rebar)).toEqual([
      { kind: 'nightGapUp', index: 2, time: bars[2]?.time, note: '夜盘开盘高于前收盘 18 跳（0.51%）' },
    ]);
  });

  it('finds none a tick short of the threshold', () => {
    expect(detectOpeningGaps(nightOpeningAt(3517), rebar)).toEqual([]);
  });

  it('finds a gap down where the night opens that far below, none a tick closer', () => {
    expect(detectOpeningGaps(nightOpeningAt(3482), rebar).map(({ kind, index }) => [kind, index])).toEqual([
      ['nightGapDown', 2],
    ]);
    expect(detectOpeningGaps(nightOpeningAt(3483), rebar)).toEqual([]);
  });

  it('takes a threshold in ticks', () => {
    const fiveTicks = { tick: 1, minGap: { ticks: 5 } };
    expect(detectOpeningGaps(nightOpeningAt(3505), fiveTicks).map((hit) => hit.index)).toEqual([2]);
    expect(detectOpeningGaps(nightOpeningAt(3504), fiveTicks)).toEqual([]);
  });

  it('does not look at the day session’s open, after a night session or without one', () => {
    const afterNight = [
      minuteBar('2025-03-05', '22:59', [3499, 3501, 3498, 3500]),
      minuteBar('2025-03-06', '09:00', [3600, 3602, 3598, 3601]),
    ];
    const withoutNight = [
      minuteBar('2025-03-05', '14:59', [3499, 3501, 3498, 3500]),
      minuteBar('2025-03-06', '09:00', [3600, 3602, 3598, 3601]),
    ];
    expect(detectOpeningGaps(afterNight, rebar)).toEqual([]);
    expect(detectOpeningGaps(withoutNight, rebar)).toEqual([]);
  });
});

describe('opening gaps on daily bars', () => {
  it('finds a gap between a day’s open and the close the day before', () => {
    const bars = barsFromCandles([
      [3490, 3510, 3480, 3500],
      [3520, 3530, 3515, 3525],
    ]);
    expect(detectOpeningGaps(bars, rebar).map(({ kind, index, note }) => ({ kind, index, note }))).toEqual([
      { kind: 'nightGapUp', index: 1, note: '开盘高于前收盘 20 跳（0.57%）' },
    ]);
  });

  it('finds none for an open within the threshold', () => {
    const bars = barsFromCandles([
      [3490, 3510, 3480, 3500],
      [3517, 3530, 3515, 3525],
    ]);
    expect(detectOpeningGaps(bars, rebar)).toEqual([]);
  });
});
