import { type ComponentType, lazy } from 'react';
import { limits } from '@vce/contract/limits';
import { storageKeys } from '../shared/storage';

/**
 * Loads a page chunk; when a deploy has replaced the chunks the old page asks for, the page
 * reloads once to fetch the new ones — at most once per 60 s, so a real outage shows the error page.
 */
export async function loadPageChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const last = Number(localStorage.getItem(storageKeys.chunkReloadAt) ?? 0);
    if (Date.now() - last > limits.chunkReloadGuardMs) {
      localStorage.setItem(storageKeys.chunkReloadAt, String(Date.now()));
      window.location.reload();
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

/** A component whose code loads, through the reload guard, when it first renders. */
export function lazyOnDemand<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => loadPageChunk(load).then((module) => ({ default: pick(module) })));
}
