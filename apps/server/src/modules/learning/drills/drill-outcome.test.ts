import type { Bar } from '@vce/market-core/bar';
import { describe, expect, it } from 'vitest';
import { settleDrill } from './drill-outcome';

const bar = (open: number, high: number, low: number, close: number): Bar => ({
  time: 0,
  open,
  high,
  low,
  close,
  volume: 100,
  openInterest: 1000,
});

// 螺纹钢: 1 元/吨 a tick, 10 吨 a lot, so 10 yuan a tick; a 7 % limit.
const rebar = { tick: 1, tickValue: 10, limitFraction: 0.07 };
// Shown bars ranging 40 a day around 3500: a wait is right while the move stays under 40.
const shown = Array.from({ length: 20 }, () => bar(3500, 3520, 3480, 3500));

describe('settleDrill', () => {
  const risingBars = [bar(3502, 3530, 3495, 3525), bar(3525, 3560, 3520, 3555), bar(3555, 3570, 3540, 3548)];

  it('marks a long at the last close: (3548 − 3502) = 46 ticks, 460 yuan a lot', () => {
    const outcome = settleDrill(shown, risingBars, 3, { side: 'long', stop: null }, rebar);
    expect(outcome).toMatchObject({
      entryPrice: 3502,
      finished: true,
      exit: 'close',
      exitPrice: 3548,
      ticks: 46,
      moneyCents: 46_000,
      correct: true,
      score: 10,
    });
  });

  it('marks a short the other way round, and is not finished before the last bar', () => {
    const outcome = settleDrill(shown, risingBars.slice(0, 2), 3, { side: 'short', stop: null }, rebar);
    expect(outcome).toMatchObject({ finished: false, ticks: -53, moneyCents: -53_000, correct: false, score: 0 });
  });

  it('stops a short at its stop, and at the open when the bar gaps through it', () => {
    const stopped = settleDrill(shown, risingBars, 3, { side: 'short', stop: 3540 }, rebar);
    expect(stopped).toMatchObject({ finished: true, exit: 'stop', exitPrice: 3540, ticks: -38, score: 2 });
    const gap = [bar(3502, 3510, 3495, 3505), bar(3560, 3565, 3550, 3552)];
    const gapped = settleDrill(shown, gap, 3, { side: 'short', stop: 3530 }, rebar);
    expect(gapped).toMatchObject({ exit: 'stop', exitPrice: 3560, ticks: -58, moneyCents: -58_000 });
  });

  it('cannot buy into a locked limit up: the long fills at the next tradable open', () => {
    // 3500 × 1.07 = 3745: a bar trading only there is locked.
    const locked = [bar(3745, 3745, 3745, 3745), bar(3760, 3800, 3750, 3790)];
    const outcome = settleDrill(shown, locked, 2, { side: 'long', stop: null }, rebar);
    expect(outcome.entryPrice).toBe(3760);
    expect(outcome.ticks).toBe(30);
    expect(outcome.notes[0]).toContain('涨停封板');
  });

  it('cannot stop a long out on a locked limit down', () => {
    // 3485 × 0.93 = 3241.05, a limit of 3242 on the tick grid.
    const locked = [bar(3490, 3495, 3480, 3485), bar(3242, 3242, 3242, 3242)];
    const outcome = settleDrill(shown, locked, 3, { side: 'long', stop: 3470 }, rebar);
    expect(outcome).toMatchObject({ exit: 'close', finished: false, ticks: -248 });
    expect(outcome.notes[0]).toContain('止损无法成交');
  });

  it('judges a wait by the size of the move against the average range', () => {
    const quiet = settleDrill(shown, [bar(3500, 3510, 3490, 3520)], 1, { side: 'wait', stop: null }, rebar);
    expect(quiet).toMatchObject({ correct: true, score: 6, moveTicks: 20, ticks: 0 });
    const trend = settleDrill(shown, risingBars, 3, { side: 'wait', stop: null }, rebar);
    expect(trend).toMatchObject({ correct: false, score: 0, moveTicks: 46 });
  });
});
