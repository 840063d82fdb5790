import { longPalette, paletteColor, shortPalette } from '../../../shared/chart-palettes';
import type { RankItem } from '../charts/bar-rank-chart';

/**
 * Bars of a signed quantity (net position, its change): positive ones take the long palette in turn,
 * negative ones the short palette, so each broker keeps a distinct colour of its side.
 */
export function paletteItems(rows: { name: string; value: number }[]): RankItem[] {
  let longIndex = 0;
  let shortIndex = 0;
  return rows.map((row) => ({
    ...row,
    color: row.value >= 0 ? paletteColor(longPalette, longIndex++) : paletteColor(shortPalette, shortIndex++),
  }));
}
