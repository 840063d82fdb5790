import { describe, expect, it } from 'vitest';
import { themeSeed } from '../src/app/theme-seed';
import { antdThemeInNode, themeMaps } from './antd-theme-maps';

const theme = antdThemeInNode();

describe('the theme maps derived at build time', () => {
  const maps = themeMaps();

  it.each([
    ['light', theme.defaultAlgorithm],
    ['dark', theme.darkAlgorithm],
  ] as const)('give the %s theme the very tokens antd derives while rendering', (mode, algorithm) => {
    const token = themeSeed(mode);
    const rendered = theme.getDesignToken({ algorithm, token });
    const prebuilt = theme.getDesignToken({ algorithm: () => maps[mode], token });
    expect(prebuilt).toEqual(rendered);
  });

  it('carry the site’s seed: the brand red, and the rise red as the error colour', () => {
    expect(maps.light.colorPrimary).toBe('#cf3a22');
    expect(maps.light.colorError).toBe('#ff2424');
  });

  it('differ between the themes', () => {
    expect(maps.dark.colorBgBase).not.toBe(maps.light.colorBgBase);
    expect(maps.dark.colorPrimaryBg).not.toBe(maps.light.colorPrimaryBg);
  });
});
