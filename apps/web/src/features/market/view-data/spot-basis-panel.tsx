import { Card, Descriptions } from 'antd';
import { beijingDay, formatAmount } from '../../../shared/format';
import { ChangeText } from '../../../shared/ui/change-text';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { type SpotBasisPoint, useSpotBasis } from '../api/get-spot-basis';
import { SpotBasisChart } from '../charts/spot-basis-chart';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { SymbolDashboard } from '../symbol-dashboard';

/** The latest day's figures, which the chart's last bar shows less exactly. */
function LatestBasis({ point }: { point: SpotBasisPoint }) {
  return (
    <Descriptions
      size="small"
      column={5}
      bordered
      items={[
        { key: 'day', label: '日期', children: beijingDay(new Date(point.time)) },
        { key: 'spot', label: '现货价', children: formatAmount(point.spot) },
        { key: 'futures', label: '期货价', children: formatAmount(point.futures) },
        { key: 'basis', label: '基差', children: <ChangeText value={point.basis} /> },
        { key: 'rate', label: '基差率', children: <ChangeText value={point.basis_rate} isPercent /> },
      ]}
    />
  );
}

/** Spot prices against the main contract, and the basis between them (spot − futures). */
export function SpotBasisView({ symbol }: { symbol: string }) {
  const query = useSpotBasis(symbol);
  return (
    <QueryView query={query}>
      {({ name, list, simulated }) => {
        const latest = list.at(-1);
        if (!latest) return <NoData />;
        return (
          <Card
            size="small"
            title={`${name} 现货与基差（基差 = 现货 − 主连收盘）`}
            extra={<SimulatedTag simulated={simulated} />}
          >
            <LatestBasis point={latest} />
            <SpotBasisChart points={list} />
          </Card>
        );
      }}
    </QueryView>
  );
}

/** 现货基差 tab: the spot and basis view of the chosen product. */
export function SpotBasisPanel() {
  return <SymbolDashboard note="日线，近一年">{(symbol) => <SpotBasisView symbol={symbol} />}</SymbolDashboard>;
}
