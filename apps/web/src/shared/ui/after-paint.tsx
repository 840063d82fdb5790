import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterNextFrame, firstPaintShown } from '../first-paint';
import { type OnDemandCode, useCodeReady } from '../lazy-chunk';

/** Whether the screen around the component has been shown: the page's first contentful paint, and a frame since it mounted. */
function useHasPainted() {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let isCancelled = false;
    let cancelFrame = () => {};
    void firstPaintShown.then(() => {
      if (!isCancelled) cancelFrame = afterNextFrame(() => setHasPainted(true));
    });
    return () => {
      isCancelled = true;
      cancelFrame();
    };
  }, []);
  return hasPainted;
}

/**
 * Parts a screen can show a moment later (charts, their toolbars, sections below a page's first
 * data), rendered once the screen around them has been shown and their on-demand `code` is in, with
 * `fallback` holding their room meanwhile: the first screen paints without waiting for them, none of
 * their requests sits on the way to it (shared/first-paint.ts), and they draw as soon as their code
 * is in, without suspending (shared/lazy-chunk.ts).
 */
export function AfterPaint({
  fallback,
  code,
  children,
}: {
  fallback: ReactNode;
  /** One component's code, or a constant list of several. */
  code: OnDemandCode | readonly OnDemandCode[];
  children: ReactNode;
}) {
  const hasPainted = useHasPainted();
  const isCodeReady = useCodeReady(code, hasPainted);
  // Suspense still catches a failed load, whose component then suspends before it throws.
  return hasPainted && isCodeReady ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
