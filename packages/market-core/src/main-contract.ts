/**
 * The main contract (主力合约) is the one with the largest open interest at the previous close, and
 * never rolls back to a nearer month: the rule of the exchanges' and data vendors' 主连 series.
 */
export function chooseMainContract<C extends { id: string; expiry: string; preOpenInterest: number }>(
  contracts: readonly C[],
  previousMain: C | undefined,
): C {
  let best: C | undefined;
  for (const contract of contracts) {
    if (previousMain && contract.expiry < previousMain.expiry) continue;
    if (!best || contract.preOpenInterest > best.preOpenInterest) best = contract;
  }
  return best ?? (contracts[0] as C);
}
