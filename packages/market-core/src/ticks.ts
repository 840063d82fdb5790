// Prices on the tick grid. Apart from the catalogue, so that the web can use it without loading
// every product's rules.

/** Number of decimals of the tick size, so rounded prices print without float noise. */
export function tickDecimals(tick: number) {
  let decimals = 0;
  while (decimals < 6 && Math.round(tick * 10 ** decimals) !== tick * 10 ** decimals) decimals++;
  return decimals;
}

/**
 * Rounds a price to a tick grid. Ticks are counted in whole units of the tick's last decimal, so
 * 0.2 × 19 369 comes out as 3873.8 and not 3873.8000000000002.
 */
export function roundToTick(price: number, tick: number) {
  const scale = 10 ** tickDecimals(tick);
  const tickUnits = Math.round(tick * scale);
  return (Math.round((price * scale) / tickUnits) * tickUnits) / scale;
}
