import type { MemberRankings } from '../api/get-member-rankings';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The top 20 members' long and short lots, their day-on-day changes and the long/short ratio. */
export function positionTotals(rankings: MemberRankings) {
  const long = sum(rankings.long.map((row) => row.value));
  const short = sum(rankings.short.map((row) => row.value));
  return {
    long,
    short,
    longChange: sum(rankings.long.map((row) => row.change)),
    shortChange: sum(rankings.short.map((row) => row.change)),
    ratio: short === 0 ? 0 : long / short,
  };
}
