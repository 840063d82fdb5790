import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage';

export type ThemeMode = 'light' | 'dark';

const listeners = new Set<() => void>();
let mode: ThemeMode = localStorage.getItem(storageKeys.theme) === 'dark' ? 'dark' : 'light';
document.documentElement.dataset.theme = mode;

/** Dark mode, remembered across visits. */
export function setThemeMode(next: ThemeMode) {
  mode = next;
  localStorage.setItem(storageKeys.theme, next);
  document.documentElement.dataset.theme = next;
  for (const listener of listeners) listener();
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mode,
  );
}
