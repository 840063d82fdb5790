/** Ours and the baseline take turns, so a drift in the machine's load hits both alike. */
export async function inTurns<A, B = A>(rounds: number, ours: () => Promise<A>, baseline: () => Promise<B>) {
  const turns = { ours: [] as A[], baseline: [] as B[] };
  for (let round = 0; round < rounds; round++) {
    turns.ours.push(await ours());
    turns.baseline.push(await baseline());
  }
  return turns;
}

/** The middle value (the upper one of an even count). */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The value below which `share` of the samples fall (nearest rank). */
export function percentile(sorted: readonly number[], share: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
