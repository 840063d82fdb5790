import type { ReactNode } from 'react';
import { QueryView } from '../../../shared/ui/query-view';
import { type MemberRankings, useMemberRankings } from '../api/get-member-rankings';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { SymbolDashboard } from '../symbol-dashboard';

type Body = (rankings: MemberRankings) => ReactNode;

function MemberRankingsBody({ symbol, children }: { symbol: string; children: Body }) {
  const query = useMemberRankings(symbol);
  return (
    <QueryView query={query}>
      {(rankings) => (
        <>
          <p className="dashboard-caption">
            {rankings.name} 主力合约 · 前20名会员 · 交易日 {rankings.trading_day}
            <SimulatedTag simulated={rankings.simulated} />
          </p>
          {children(rankings)}
        </>
      )}
    </QueryView>
  );
}

/** A body drawn from the chosen product's member rankings of the day, under the product picker. */
export function MemberRankingsView({ children }: { children: Body }) {
  return (
    <SymbolDashboard>{(symbol) => <MemberRankingsBody symbol={symbol}>{children}</MemberRankingsBody>}</SymbolDashboard>
  );
}
