import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterNextFrame, firstPaintShown } from '../first-paint';

/**
 * Whether the screen around the component has been shown: the page's first contentful paint, and a
 * frame drawn since the component mounted.
 */
function useHasPainted() {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    if (hasPainted) return;
    let isCancelled = false;
    let cancelFrame = () => {};
    void firstPaintShown.then(() => {
      if (!isCancelled) cancelFrame = afterNextFrame(() => setHasPainted(true));
    });
    return () => {
      isCancelled = true;
      cancelFrame();
    };
  }, [hasPainted]);
  return hasPainted;
}

/**
 * Parts a screen can show a moment later (charts, their toolbars, sections below a page's first
 * data), rendered once the screen around them has been shown, with `fallback` holding their room
 * until their code has loaded: the first screen paints without waiting for them, and none of their
 * requests sits on the way to it (shared/first-paint.ts).
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hasPainted = useHasPainted();
  return hasPainted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
