import { createRequire } from 'node:module';
import type { theme as antdTheme, MappingAlgorithm } from 'antd';
import type { Plugin } from 'vite';
import { themeSeed } from '../src/app/theme-seed';
import type { ThemeMode } from '../src/shared/theme';

type SeedToken = Parameters<MappingAlgorithm>[0];
type MapToken = ReturnType<MappingAlgorithm>;

const moduleId = 'virtual:antd-theme-maps';

/** antd's theme helpers, from its CommonJS build (the ES one does not load in Node). */
export const antdThemeInNode = () =>
  (createRequire(import.meta.url)('antd/lib/theme') as { default: typeof antdTheme }).default;

/** The map tokens antd's algorithms derive from the site's seed in each theme. */
export function themeMaps(): Record<ThemeMode, MapToken> {
  const theme = antdThemeInNode();
  const seed = (mode: ThemeMode): SeedToken => ({ ...theme.defaultSeed, ...themeSeed(mode) });
  return { light: theme.defaultAlgorithm(seed('light')), dark: theme.darkAlgorithm(seed('dark')) };
}

/**
 * `virtual:antd-theme-maps`: antd's colour algorithms (every preset colour's ten shades, from HSV
 * arithmetic) run once here, at build time, for the site's two seeds, not in each visitor's first
 * render, where they were 30–86 ms of a slow machine's main thread (profiles of /monitoringDataV2).
 */
export function antdThemeMaps(): Plugin {
  return {
    name: 'vce-antd-theme-maps',
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    load: (id) => (id === `\0${moduleId}` ? `export default ${JSON.stringify(themeMaps())};` : undefined),
  };
}
