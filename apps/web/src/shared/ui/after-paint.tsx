import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterLargestPaintSince, firstPaintShown } from '../first-paint';
import { type OnDemandCode, useCodeReady } from '../lazy-chunk';

/**
 * Whether the screen around the component has been shown: the page's first contentful paint, and the
 * paint of what was drawn with the component on record.
 */
function useHasPainted() {
  const [hasPainted, setHasPainted] = useState(false);
  // Taken as it first renders, before any paint that can show it (an effect may run after that paint).
  const [mountedAt] = useState(() => performance.now());
  useEffect(() => {
    let isCancelled = false;
    let cancelWait = () => {};
    void firstPaintShown.then(() => {
      if (!isCancelled) cancelWait = afterLargestPaintSince(mountedAt, () => setHasPainted(true));
    });
    return () => {
      isCancelled = true;
      cancelWait();
    };
  }, [mountedAt]);
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
