import { colors } from '@vce/contract/limits';
import { Statistic } from 'antd';
import { flatColor } from '../../../shared/chart-palettes';
import { SharePieChart } from '../charts/share-pie-chart';
import type { ChangeCounts as Counts } from './use-market-feed';

/** How many main contracts stand above, below and at their previous settlement. */
export function ChangeCounts({ counts }: { counts: Counts }) {
  const sides = [
    { name: '上涨', value: counts.rise, color: colors.rise },
    { name: '下跌', value: counts.fall, color: colors.fall },
    { name: '平盘', value: counts.flat, color: flatColor },
  ];
  return (
    <section aria-label="涨跌家数" className="change-counts">
      <div className="change-count-figures">
        {sides.map((side) => (
          <Statistic
            key={side.name}
            title={side.name}
            value={side.value}
            suffix="个"
            styles={{ content: { color: side.color } }}
          />
        ))}
      </div>
      <SharePieChart label="涨跌分布" items={sides} height={220} showsShares={false} />
    </section>
  );
}
