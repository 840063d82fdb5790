/**
 * The page's first contentful paint (its first text or image on screen), for work the first screen
 * does not need: background calls (statistics, the notice socket, the header's live badge) and parts
 * that can show a moment later (shared/ui/after-paint.tsx). Requests started before the largest paint
 * share the connections with what that paint waits for, and a slow network, and Lighthouse's
 * simulation of one, counts every one of them.
 */

/** The longest wait: a tab opened in the background paints nothing until shown, and the work still runs. */
const longestWaitMs = 3_000;

/**
 * Whether the first contentful paint is on record. Chromium times it when the frame reaches the
 * screen, some frames after the main thread has drawn it; where paint timing is not kept, the frame
 * after drawing stands for it.
 */
const keepsPaintTiming = PerformanceObserver.supportedEntryTypes.includes('paint');
const hasShownContent = () => !keepsPaintTiming || performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * Calls `done` after the next frame has been drawn: a frame callback runs just before the paint, a
 * task it queues after it. Answers a cancel.
 */
export function afterNextFrame(done: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(done);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Settles once the page has first shown content, checked after each frame (or after the longest wait). */
export const firstPaintShown = new Promise<void>((resolve) => {
  const check = () => (hasShownContent() ? resolve() : afterNextFrame(check));
  check();
  setTimeout(resolve, longestWaitMs);
});

/** `work` started once the page has first shown content. */
export const afterFirstPaint = <T>(work: () => Promise<T>) => firstPaintShown.then(work);

/** When the page's latest largest-contentful-paint was (ms since navigation), -1 before any. */
let latestLargestPaintAt = -1;
const largestPaintListeners = new Set<() => void>();
const keepsLargestPaint = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
if (keepsLargestPaint)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) latestLargestPaintAt = Math.max(latestLargestPaintAt, entry.startTime);
    for (const listener of largestPaintListeners) listener();
  }).observe({ type: 'largest-contentful-paint', buffered: true });

/**
 * How long a part drawn after the first paint waits for a largest paint that does not come: what was
 * drawn with it was not larger than what the page had shown (or the reader has already acted, after
 * which Chromium records none).
 */
const largestPaintWaitMs = 500;

/**
 * Calls `done` once the screen drawn since `since` (a `performance.now()`) is on record: a largest
 * paint at or after it, or `largestPaintWaitMs` without one; where largest paints are not kept, the
 * frame after drawing stands for it. A part drawn with the page's data after its first paint (a
 * console's charts) would otherwise ask for its code a frame before the largest paint's record, and
 * a slow network, and Lighthouse's simulation of one, counts that code before the paint. Answers a
 * cancel.
 */
export function afterLargestPaintSince(since: number, done: () => void) {
  if (!keepsLargestPaint) return afterNextFrame(done);
  const finish = () => {
    largestPaintListeners.delete(check);
    clearTimeout(timer);
    done();
  };
  const check = () => {
    if (latestLargestPaintAt >= since) finish();
  };
  const timer = setTimeout(finish, largestPaintWaitMs);
  largestPaintListeners.add(check);
  check();
  return () => {
    largestPaintListeners.delete(check);
    clearTimeout(timer);
  };
}
