import { describe, expect, it } from 'vitest';
import { addWatchedRanges, isWatchedThrough, secondsWatched } from './watched-ranges';

describe('watched ranges', () => {
  it('joins overlapping and touching ranges and keeps gaps', () => {
    const ranges = addWatchedRanges(
      [[0, 10]],
      [
        [8, 20],
        [20.3, 25],
        [40, 50],
      ],
      100,
    );
    expect(ranges).toEqual([
      [0, 25],
      [40, 50],
    ]);
    expect(secondsWatched(ranges)).toBe(35);
  });

  it('clamps to the lesson and drops empty or backwards ranges', () => {
    expect(
      addWatchedRanges(
        [],
        [
          [-5, 3],
          [90, 120],
          [30, 30],
          [60, 50],
        ],
        100,
      ),
    ).toEqual([
      [0, 3],
      [90, 100],
    ]);
  });

  it('completes at 95 % watched, not by the position', () => {
    const scrubbedToEnd = addWatchedRanges([], [[0, 5]], 100);
    expect(isWatchedThrough(secondsWatched(scrubbedToEnd), 100)).toBe(false);
    expect(isWatchedThrough(94.9, 100)).toBe(false);
    expect(isWatchedThrough(95, 100)).toBe(true);
    expect(isWatchedThrough(0, 0)).toBe(false);
  });
});
