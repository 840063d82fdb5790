import { type ComponentType, createElement, lazy, useEffect, useState } from 'react';
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

/**
 * A component whose code loads, through the reload guard, when it first renders, or earlier through
 * its `preload()` (settled when the load is, never failed: a failed load shows when the component
 * renders). An instance first rendered after the code has arrived renders at once; one rendered
 * before suspends until it does, and React then holds the revealed content back until 300 ms after
 * the last fallback shown, so what a page can tell it will show is best preloaded (`useCodeReady`).
 */
export function lazyOnDemand<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= loadPageChunk(load).then((module) => {
      loaded = pick(module);
      return loaded;
    }));
  const Suspending = lazy(async () => ({ default: await loadOnce() }));
  function OnDemand(props: P) {
    // Chosen once per instance: switching types would remount it and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  const preload = () =>
    loadOnce().then(
      () => {},
      () => {},
    );
  const code: OnDemandCode = { preload, isLoaded: () => loaded !== undefined };
  return Object.assign(OnDemand, code);
}

/** What `lazyOnDemand` gives beside the component: its code's loading. */
export interface OnDemandCode {
  preload(): Promise<void>;
  isLoaded(): boolean;
}

const listOf = (code: OnDemandCode | readonly OnDemandCode[]) => ('preload' in code ? [code] : code);

/**
 * Whether on-demand components' code is in, asking for it while `isWanted`: what renders them only
 * once this answers true draws at once, without suspending. `code` is one component's, or a
 * constant list of several.
 */
export function useCodeReady(code: OnDemandCode | readonly OnDemandCode[], isWanted: boolean) {
  const [isReady, setIsReady] = useState(() => listOf(code).every((each) => each.isLoaded()));
  useEffect(() => {
    if (!isWanted || isReady) return;
    let isCancelled = false;
    void Promise.all(listOf(code).map((each) => each.preload())).then(() => !isCancelled && setIsReady(true));
    return () => {
      isCancelled = true;
    };
  }, [code, isWanted, isReady]);
  return isReady;
}
