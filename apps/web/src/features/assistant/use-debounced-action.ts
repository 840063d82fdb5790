import { useCallback, useRef } from 'react';

/**
 * A leading-edge debounce (spec 001 §9: tab switches 500 ms, sends too): the first call runs at once,
 * and calls follow it only after `waitMs` without one. A double click sends one question, yet a
 * click is never delayed.
 */
export function useDebouncedAction(waitMs: number) {
  const lastCallAt = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (action: () => void) => {
      const now = Date.now();
      const isQuiet = now - lastCallAt.current >= waitMs;
      lastCallAt.current = now;
      if (isQuiet) action();
    },
    [waitMs],
  );
}
