import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterNextFrame, firstPaintShown } from '../first-paint';

/**
 * Whether the screen around the component has been shown (the page's first contentful paint, and a
 * frame drawn since the component mounted) and then `preload` has settled.
 */
function useIsReady(preload: () => Promise<unknown>) {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    if (isReady) return;
    let isCancelled = false;
    let cancelFrame = () => {};
    void firstPaintShown.then(() => {
      if (isCancelled) return;
      cancelFrame = afterNextFrame(() => {
        void preload().then(() => !isCancelled && setIsReady(true));
      });
    });
    return () => {
      isCancelled = true;
      cancelFrame();
    };
  }, [isReady, preload]);
  return isReady;
}

/**
 * Parts a screen can show a moment later (charts, their toolbars, sections below a page's first
 * data), rendered once the screen around them has been shown and `preload` (their on-demand code's)
 * has settled, with `fallback` holding their room meanwhile: the first screen paints without waiting
 * for them, none of their requests sits on the way to it (shared/first-paint.ts), and they draw as
 * soon as their code is in, without suspending (shared/lazy-chunk.ts).
 */
export function AfterPaint({
  fallback,
  preload,
  children,
}: {
  fallback: ReactNode;
  preload: () => Promise<unknown>;
  children: ReactNode;
}) {
  const isReady = useIsReady(preload);
  // Suspense still catches what the children load themselves, and a failed load's retry.
  return isReady ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
