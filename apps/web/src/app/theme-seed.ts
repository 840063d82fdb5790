import { colors } from '@vce/contract/limits';
import type { ThemeMode } from '../shared/theme';

/**
 * The site's changes to antd's seed tokens, per theme. Read by the providers and, at build time, by
 * build/antd-theme-maps.ts, which runs antd's colour algorithms on them once.
 */
export const themeSeed = (mode: ThemeMode) => ({
  // The brand red darkened to #cf3a22 so that text in it meets WCAG AA (4.9:1 on white).
  colorPrimary: '#cf3a22',
  colorError: colors.rise,
  colorSuccess: colors.fall,
  // Links (and link buttons) follow antd's info blue, #1677ff: 4.1:1 on white. Its darker shade
  // meets AA (5.9:1).
  colorLink: '#0958d9',
  borderRadius: 6,
  // The page's Chinese fonts (styles.css body) for antd's components too: antd's own list names no
  // Chinese font, so their text was drawn from whatever the system falls back to, unlike the text around it.
  fontFamily: "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  // antd's descriptions and captions (45 % black, 3.5:1) and placeholders (25 %, 1.8:1) raised
  // to AA (5.7:1 and 4.7:1).
  ...(mode === 'dark' ? {} : { colorTextTertiary: 'rgba(0, 0, 0, 0.6)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)' }),
});
