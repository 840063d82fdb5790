import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Whether the page has shown its first text or image: the browser's first contentful paint, timed
 * when the frame reaches the screen, some frames after the main thread has drawn it. Where paint
 * timing is not kept, the frame after drawing stands for it.
 */
const hasShownContent = () =>
  !PerformanceObserver.supportedEntryTypes.includes('paint') ||
  performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * Whether the screen around the component has been shown: checked after each frame from its mount (a
 * frame callback runs just before the frame's paint; the task it queues, after it) until the page's
 * first contentful paint is on record.
 */
function useHasPainted() {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    if (hasPainted) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const checkAfterNextFrame = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => (hasShownContent() ? setHasPainted(true) : checkAfterNextFrame()));
      });
    };
    checkAfterNextFrame();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hasPainted]);
  return hasPainted;
}

/**
 * Parts a screen can show a moment later (charts, their toolbars, sections below a page's first
 * data), rendered once the screen around them has been shown, with `fallback` holding their room
 * until their code has loaded. The first screen then paints without waiting for them, and none of
 * their requests sits on the way to it: a slow network, and Lighthouse's simulation of one, counts
 * every request started before the largest paint.
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hasPainted = useHasPainted();
  return hasPainted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
