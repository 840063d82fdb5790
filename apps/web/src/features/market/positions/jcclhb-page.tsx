import { Card } from 'antd';
import { BarRankChart } from '../charts/bar-rank-chart';
import { DashboardPage } from '../dashboard-page';
import type { MemberRow } from '../api/get-member-rankings';
import { MemberRankingsView } from './member-rankings-view';
import { MemberTable } from './member-table';
import { paletteItems } from './palette-items';

/** Net rows ranked by how much their holders moved, largest move first. */
const rankedBy = (rows: MemberRow[], isAdding: (change: number) => boolean, order: 1 | -1) =>
  rows
    .filter((row) => isAdding(row.change))
    .sort((a, b) => order * (b.change - a.change))
    .map((row, index) => ({ ...row, rank: index + 1 }));

/**
 * 净持仓龙虎榜 (/echartsDemo/jcclhb): the day's change of each top member's net position — who turned
 * more long (red) and who more short (green).
 */
export default function JcclhbPage() {
  return (
    <DashboardPage title="净持仓龙虎榜">
      <MemberRankingsView>
        {({ net }) => (
          <>
            <Card size="small" title="净持仓变化（正为净多增加，负为净空增加）">
              <BarRankChart
                label="净持仓变化"
                seriesName="净持仓变化(手)"
                isHorizontal
                height={560}
                items={paletteItems(
                  [...net].sort((a, b) => b.change - a.change).map((row) => ({ name: row.broker, value: row.change })),
                )}
              />
            </Card>
            <div className="member-tables two-columns">
              <MemberTable title="净多增加榜" valueTitle="净持仓" rows={rankedBy(net, (change) => change > 0, 1)} />
              <MemberTable title="净空增加榜" valueTitle="净持仓" rows={rankedBy(net, (change) => change < 0, -1)} />
            </div>
          </>
        )}
      </MemberRankingsView>
    </DashboardPage>
  );
}
