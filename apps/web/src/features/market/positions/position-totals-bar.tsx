import { Descriptions } from 'antd';
import { formatAmount } from '../../../shared/format';
import { ChangeText } from '../../../shared/ui/change-text';
import type { MemberRankings } from '../api/get-member-rankings';
import { positionTotals } from './position-totals';

/** The top 20's long and short totals with their changes, and the long/short ratio. */
export function PositionTotalsBar({ rankings }: { rankings: MemberRankings }) {
  const totals = positionTotals(rankings);
  return (
    <Descriptions
      size="small"
      column={3}
      bordered
      items={[
        {
          key: 'long',
          label: '前20名多单合计(手)',
          children: (
            <>
              {formatAmount(totals.long)} <ChangeText value={totals.longChange} />
            </>
          ),
        },
        {
          key: 'short',
          label: '前20名空单合计(手)',
          children: (
            <>
              {formatAmount(totals.short)} <ChangeText value={totals.shortChange} />
            </>
          ),
        },
        { key: 'ratio', label: '多空比', children: totals.ratio.toFixed(2) },
      ]}
    />
  );
}
