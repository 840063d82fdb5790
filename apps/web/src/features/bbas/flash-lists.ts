import type { BbasExpressItem } from '@vce/contract/bbas';

/**
 * Two lists of market express flashes as one, newest first, each flash once (an alert pushed live is
 * also in the stored list once it is read again), at most `limit`.
 */
export function mergeFlashLists(
  newer: readonly BbasExpressItem[],
  older: readonly BbasExpressItem[],
  limit = Number.POSITIVE_INFINITY,
): BbasExpressItem[] {
  const seen = new Set<string>();
  return [...newer, ...older]
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .sort((a, b) => b.time - a.time)
    .slice(0, limit);
}
