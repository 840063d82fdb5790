import { Card } from 'antd';
import { BarRankChart } from '../charts/bar-rank-chart';
import { paletteItems } from '../positions/palette-items';
import { MemberRankingsView } from '../positions/member-rankings-view';
import { MemberTable } from '../positions/member-table';

/** 持仓: the day's member lists of a product's main contract and the brokers' net positions. */
export function PositionsPanel() {
  return (
    <MemberRankingsView>
      {(rankings) => (
        <>
          <Card size="small" title="前20名会员净持仓（正为净多，负为净空）">
            <BarRankChart
              label="净持仓"
              seriesName="净持仓(手)"
              items={paletteItems(
                [...rankings.net]
                  .sort((a, b) => b.value - a.value)
                  .map((row) => ({ name: row.broker, value: row.value })),
              )}
            />
          </Card>
          <div className="member-tables">
            <MemberTable title="成交量排名" valueTitle="成交量" rows={rankings.volume} />
            <MemberTable title="多单持仓排名" valueTitle="持多单" rows={rankings.long} />
            <MemberTable title="空单持仓排名" valueTitle="持空单" rows={rankings.short} />
          </div>
        </>
      )}
    </MemberRankingsView>
  );
}
