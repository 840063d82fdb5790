import { Card } from 'antd';
import { PositionButterflyChart } from '../charts/position-butterfly-chart';
import { DashboardPage } from '../dashboard-page';
import { MemberRankingsView } from './member-rankings-view';
import { PositionTotalsBar } from './position-totals-bar';

/** 持仓观察 (/echartsDemo/ccgc): who holds the long and the short side of a product's main contract. */
export default function CcgcPage() {
  return (
    <DashboardPage title="持仓观察">
      <MemberRankingsView>
        {(rankings) => (
          <Card size="small" title="会员多空持仓（右为多单，左为空单）">
            <PositionTotalsBar rankings={rankings} />
            <PositionButterflyChart rankings={rankings} />
          </Card>
        )}
      </MemberRankingsView>
    </DashboardPage>
  );
}
