import { storageKeys } from './storage';
import { createValueStore } from './value-store';

export type ThemeMode = 'light' | 'dark';

const mode = createValueStore<ThemeMode>(localStorage.getItem(storageKeys.theme) === 'dark' ? 'dark' : 'light');
document.documentElement.dataset.theme = mode.get();

/** Dark mode, remembered across visits. */
export function setThemeMode(next: ThemeMode) {
  localStorage.setItem(storageKeys.theme, next);
  document.documentElement.dataset.theme = next;
  mode.set(next);
}

export const useThemeMode = (): ThemeMode => mode.useValue();
