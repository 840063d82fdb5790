/** Seconds of a lesson watched, from..to. */
export type WatchedRange = [number, number];

/** A jump of the play head larger than this between two time updates is a seek, not playing. */
const SEEK_GAP_SECONDS = 3;

/**
 * What a learner actually watches, as ranges of the media's time: opened when playing starts, closed
 * on a pause, a seek or a save. The server joins the ranges and counts completion from them, so a
 * scrub to the end adds nothing. Ranges not yet saved are kept until a save succeeds.
 */
export class WatchTracker {
  private unsent: WatchedRange[] = [];
  private from: number | null = null;
  private last = 0;

  /** The play head moved while playing (the video's `timeupdate`). */
  playedTo(second: number) {
    if (this.from !== null && (second < this.last || second - this.last > SEEK_GAP_SECONDS)) this.stop();
    if (this.from === null) this.from = second;
    this.last = second;
  }

  /** Playing stopped (a pause, a seek, the end): the open range is closed. */
  stop() {
    if (this.from !== null && this.last > this.from) this.unsent.push([this.from, this.last]);
    this.from = null;
  }

  /** The ranges to save now: the closed ones and the open one so far (which carries on from here). */
  take(): WatchedRange[] {
    const open = this.from;
    this.stop();
    if (open !== null) this.from = this.last;
    const ranges = this.unsent;
    this.unsent = [];
    return ranges;
  }

  /** A save that failed: its ranges go with the next one. */
  giveBack(ranges: WatchedRange[]) {
    this.unsent = [...ranges, ...this.unsent];
  }
}
