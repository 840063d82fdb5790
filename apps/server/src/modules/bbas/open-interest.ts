/**
 * Open-interest statistics of the main series: today's figure against the completed days before
 * it (oldest first). `change_5d` compares with the day five trading days back (the fifth-last
 * completed day), and the percentile is the share of completed days at or below today's figure.
 */
export function openInterestStatistics(now: number, history: readonly number[]) {
  const daysBack = (n: number) => (history.length >= n ? now - (history[history.length - n] as number) : null);
  const atOrBelow = history.filter((value) => value <= now).length;
  return {
    open_interest: now,
    change_5d: daysBack(5),
    change_20d: daysBack(20),
    percentile: history.length ? Math.round((atOrBelow / history.length) * 10_000) / 100 : null,
    days: history.length,
  };
}
