import { tickDecimals } from '@vce/market-core/ticks';

/** Prices show as many decimals as the product's tick has (0.2 → 1, 0.02 → 2, 1 → 0): the market core's count. */
export const decimalsOf = tickDecimals;

/** A difference with its sign at a price's decimals: +12, -0.4, 0. */
export function formatSigned(value: number, decimals = 0): string {
  const rounded = Number(value.toFixed(decimals));
  const text = (rounded === 0 ? 0 : rounded).toFixed(decimals);
  return rounded > 0 ? `+${text}` : text;
}

/** A price at its tick's decimals: 758.10 for gold, not 758.1. */
export const formatPrice = (value: number, decimals: number) => value.toFixed(decimals);
