import { useSyncExternalStore } from 'react';

/**
 * A value kept outside React (the login dialog's state, the theme, unread notices): anything may
 * read or replace it, and components that follow it with `useValue` render again when it changes.
 */
export function createValueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  return {
    get,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    useValue: () => useSyncExternalStore(subscribe, get),
  };
}
