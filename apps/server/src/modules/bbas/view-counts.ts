import type { BbasDirection, BbasViewPoint } from '@vce/contract/bbas';

/**
 * Counts the desks' latest views (one vote each) and names the consensus: the side — bullish (多
 * and 看多 together), 看空 or 震荡 — with the most votes; on the bullish side 多 only when it
 * outnumbers 看多. A tie between sides means the desks disagree, which reads as 震荡.
 */
export function countViews(latest: readonly Pick<BbasViewPoint, 'direction'>[]) {
  const count = (direction: BbasDirection) => latest.filter((view) => view.direction === direction).length;
  const duo = count('多');
  const kanduo = count('看多');
  const kankong = count('看空');
  const zhendang = count('震荡');
  const sides: [BbasDirection, number][] = [
    [duo > kanduo ? '多' : '看多', duo + kanduo],
    ['看空', kankong],
    ['震荡', zhendang],
  ];
  const top = Math.max(...sides.map(([, votes]) => votes));
  const leaders = sides.filter(([, votes]) => votes === top);
  let direction: BbasDirection | '' = '';
  if (top > 0) direction = leaders.length === 1 ? (leaders[0]?.[0] ?? '') : '震荡';
  return { duo, kanduo, kankong, zhendang, direction };
}
