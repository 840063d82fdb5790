/** A day's close with its trading day (YYYY-MM-DD). */
export interface DayClose {
  date: string;
  close: number;
}

export interface SeasonalityMonth {
  month: number;
  years: number;
  /** Percent, two decimals; null when no year has the month. */
  average_return: number | null;
  up_ratio: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The month (YYYY-MM) before a given one. */
function previousMonth(yearMonth: string) {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * Average return of each calendar month over the years of history, and the share of years in which
 * it rose. A month's return runs from the last close of the month before to its own last close, so
 * the first month of the history (no close before it) and the month still under way (`currentMonth`)
 * are left out: both would be partial.
 */
export function seasonalityOf(days: readonly DayClose[], currentMonth: string) {
  const lastCloseOf = new Map<string, number>();
  for (const day of days) {
    const yearMonth = day.date.slice(0, 7);
    if (yearMonth < currentMonth) lastCloseOf.set(yearMonth, day.close);
  }
  const returnsByMonth = Array.from({ length: 12 }, () => [] as number[]);
  const counted: string[] = [];
  for (const [yearMonth, close] of lastCloseOf) {
    const before = lastCloseOf.get(previousMonth(yearMonth));
    if (!before) continue;
    returnsByMonth[Number(yearMonth.slice(5)) - 1]?.push(close / before - 1);
    counted.push(yearMonth);
  }
  const months: SeasonalityMonth[] = returnsByMonth.map((returns, index) => ({
    month: index + 1,
    years: returns.length,
    average_return: returns.length ? round2((returns.reduce((sum, r) => sum + r, 0) / returns.length) * 100) : null,
    up_ratio: returns.length ? round2((returns.filter((r) => r > 0).length / returns.length) * 100) : null,
  }));
  return { from: counted[0] ?? '', to: counted.at(-1) ?? '', months };
}
