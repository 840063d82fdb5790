import { describe, expect, it } from 'vitest';
import { WatchTracker } from './watch-tracker';

describe('WatchTracker', () => {
  it('keeps what was played as ranges, split by a seek, and carries an open range over a save', () => {
    const tracker = new WatchTracker();
    for (const second of [0, 0.25, 0.5, 5, 5.25]) tracker.playedTo(second);
    // 0.5 → 5 is a jump: a seek.
    expect(tracker.take()).toEqual([
      [0, 0.5],
      [5, 5.25],
    ]);
    tracker.playedTo(6);
    tracker.playedTo(7);
    tracker.stop();
    expect(tracker.take()).toEqual([[5.25, 7]]);
    expect(tracker.take()).toEqual([]);
  });

  it('gives nothing for a scrub and keeps a failed save’s ranges for the next', () => {
    const tracker = new WatchTracker();
    tracker.playedTo(30);
    tracker.stop();
    expect(tracker.take()).toEqual([]);
    tracker.playedTo(1);
    tracker.playedTo(2);
    const failed = tracker.take();
    tracker.giveBack(failed);
    tracker.playedTo(2.5);
    expect(tracker.take()).toEqual([
      [1, 2],
      [2, 2.5],
    ]);
    // Playing backwards (a seek back) closes the range too.
    tracker.playedTo(2.75);
    tracker.playedTo(1);
    tracker.playedTo(1.5);
    expect(tracker.take()).toEqual([
      [2.5, 2.75],
      [1, 1.5],
    ]);
  });
});
