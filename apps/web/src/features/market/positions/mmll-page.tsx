import { Card } from 'antd';
import { longPalette, shortPalette } from '../../../shared/chart-palettes';
import { BarRankChart } from '../charts/bar-rank-chart';
import { SharePieChart } from '../charts/share-pie-chart';
import { DashboardPage } from '../dashboard-page';
import type { MemberRankings } from '../api/get-member-rankings';
import { MemberRankingsView } from './member-rankings-view';
import { positionTotals } from './position-totals';
import { PositionTotalsBar } from './position-totals-bar';

const added = (rows: MemberRankings['long']) => rows.reduce((sum, row) => sum + Math.max(row.change, 0), 0);
const cut = (rows: MemberRankings['long']) => rows.reduce((sum, row) => sum + Math.max(-row.change, 0), 0);

/** 买卖力量 (/echartsDemo/mmll): the long side's strength against the short side's among the top 20 members. */
export default function MmllPage() {
  return (
    <DashboardPage title="买卖力量">
      <MemberRankingsView>
        {(rankings) => {
          const totals = positionTotals(rankings);
          return (
            <Card size="small" title="多空力量对比（前20名会员）">
              <PositionTotalsBar rankings={rankings} />
              <div className="strength-charts">
                <SharePieChart
                  label="多空持仓占比"
                  height={340}
                  items={[
                    { name: '多头', value: totals.long, color: longPalette[0] },
                    { name: '空头', value: totals.short, color: shortPalette[0] },
                  ]}
                />
                <BarRankChart
                  label="增减仓力量"
                  seriesName="手数"
                  height={340}
                  items={[
                    { name: '多头增仓', value: added(rankings.long), color: longPalette[0] },
                    { name: '多头减仓', value: cut(rankings.long), color: longPalette[5] },
                    { name: '空头增仓', value: added(rankings.short), color: shortPalette[0] },
                    { name: '空头减仓', value: cut(rankings.short), color: shortPalette[5] },
                  ]}
                />
              </div>
            </Card>
          );
        }}
      </MemberRankingsView>
    </DashboardPage>
  );
}
