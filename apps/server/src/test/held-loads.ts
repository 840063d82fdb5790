import { vi } from 'vitest';

/** Loads that answer (or fail) when the test says. */
export function heldLoads<T>() {
  const loads: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<T>((resolve, reject) => loads.push({ resolve, reject })));
  return { load, loads };
}
