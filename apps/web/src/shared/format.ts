import { colors } from '@vce/contract/limits';
import { beijingDate } from '@vce/market-core/beijing-time';

/**
 * Large numbers as Chinese readers expect them: 万 from 5 integer digits, 亿 from 9, two decimals.
 * Smaller numbers keep up to two decimals.
 */
export function formatAmount(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  const abs = Math.abs(value);
  if (abs >= 1e8) return `${(value / 1e8).toFixed(2)}亿${unit}`;
  if (abs >= 1e4) return `${(value / 1e4).toFixed(2)}万${unit}`;
  return `${Number.isInteger(value) ? value : value.toFixed(2)}${unit}`;
}

/** A change in 万/亿 with its sign, as day-on-day changes are read: +1.20万 / -350 / 0. */
export function formatSignedAmount(value: number | null | undefined, unit = ''): string {
  const text = formatAmount(value, unit);
  return value !== null && value !== undefined && value > 0 ? `+${text}` : text;
}

/** A change in percent with its sign: +1.25% / -0.40% / 0.00%. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}

/** Rises are red and falls green, as on every Chinese quote screen. */
export function changeColor(change: number | null | undefined, pale = false): string | undefined {
  if (!change) return undefined;
  if (change > 0) return pale ? colors.risePale : colors.rise;
  return pale ? colors.fallPale : colors.fall;
}

/** The calendar day in Beijing time (YYYY-MM-DD), the day daily rules count in wherever the browser is. */
export const beijingDay = (at = new Date()): string => beijingDate(at.getTime());

/** A length of media as a player shows it: m:ss. */
export const clockDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
