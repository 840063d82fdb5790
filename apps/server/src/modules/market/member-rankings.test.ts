import { describe, expect, it } from 'vitest';
import { memberRankings } from './member-rankings';

const day = (date: string, openInterest: number) => ({
  dayIndex: Math.floor(Date.parse(date) / 86_400_000),
  openInterest,
  volume: openInterest * 2,
});

describe('member rankings', () => {
  it("give a Monday's changes against the Friday's published lists, not against the Sunday", () => {
    const thursday = day('2026-12-03', 900_000);
    const friday = day('2026-12-04', 910_000);
    const monday = day('2026-12-07', 925_000);
    const published = memberRankings('rb', friday, thursday);
    const next = memberRankings('rb', monday, friday);
    for (const side of ['long', 'short', 'volume'] as const)
      for (const row of next[side]) {
        const before = published[side].find((other) => other.broker === row.broker);
        if (before) expect(row.change, `${side} ${row.broker}`).toBe(row.value - before.value);
      }
  });
});
