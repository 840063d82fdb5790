/** Trading days a year, the usual factor for annualising Chinese futures volatility. */
const tradingDaysPerYear = 252;

/**
 * Annualised realised volatility of the last `days` daily log returns (sample standard deviation
 * times √252), in percent with two decimals; null when fewer than `days` + 1 closes exist.
 */
export function realisedVolatility(closes: readonly number[], days: number): number | null {
  if (days < 2 || closes.length < days + 1) return null;
  const recent = closes.slice(-(days + 1));
  const returns = recent.slice(1).map((close, index) => Math.log(close / (recent[index] as number)));
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.round(Math.sqrt(variance * tradingDaysPerYear) * 10_000) / 100;
}
