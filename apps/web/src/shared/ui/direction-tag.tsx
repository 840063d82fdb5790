import type { BbasDirection } from '@vce/contract/bbas';
import { Tag } from 'antd';

const directionColors: Record<BbasDirection, string> = { 多: 'red', 看多: 'volcano', 看空: 'green', 震荡: 'blue' };

/** A desk's stance, bullish in red and bearish in green like prices. */
export function DirectionTag({ direction }: { direction: BbasDirection }) {
  return <Tag color={directionColors[direction]}>{direction}</Tag>;
}
