/** Seconds of a lesson watched from..to. */
export type WatchedRange = [number, number];

/** A lesson counts as completed once this share of it was watched (Open edX's rule). */
export const COMPLETION_SHARE = 0.95;

/** Ranges this close together are one: a seek of a frame or two is not a gap in the watching. */
const JOIN_GAP_SECONDS = 0.5;

/**
 * The ranges watched so far with new ones added: each clamped to the lesson's length, empty and
 * backwards ones dropped, overlapping or touching ones joined, in order. What the player reports is
 * only ever added to, so scrubbing to the end watches nothing.
 */
export function addWatchedRanges(
  watched: readonly WatchedRange[],
  added: readonly WatchedRange[],
  durationSeconds: number,
): WatchedRange[] {
  const clamp = (second: number) => Math.min(Math.max(second, 0), durationSeconds);
  const ranges = [...watched, ...added]
    .map(([from, to]): WatchedRange => [clamp(from), clamp(to)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const joined: WatchedRange[] = [];
  for (const [from, to] of ranges) {
    const last = joined.at(-1);
    if (last && from <= last[1] + JOIN_GAP_SECONDS) last[1] = Math.max(last[1], to);
    else joined.push([from, to]);
  }
  return joined;
}

export const secondsWatched = (ranges: readonly WatchedRange[]) =>
  ranges.reduce((total, [from, to]) => total + (to - from), 0);

export const isWatchedThrough = (watchedSeconds: number, durationSeconds: number) =>
  durationSeconds > 0 && watchedSeconds >= COMPLETION_SHARE * durationSeconds;
