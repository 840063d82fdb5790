import { Descriptions, Spin } from 'antd';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { formatAmount, formatSignedAmount } from '../../shared/format';
import { QueryView } from '../../shared/ui/query-view';
import { SimulatedTag } from '../../shared/ui/simulated-tag';
import { useDataStatistics } from './api/get-data-statistics';
import './bbas.css';

const SeasonalityChart = lazyOnDemand(
  () => import('./seasonality-chart'),
  (module) => module.default,
);

const percent = (value: number | null) => (value === null ? '数据不足' : `${value.toFixed(2)}%`);
const change = (value: number | null) => (value === null ? '数据不足' : formatSignedAmount(value, '手'));

/** 数据统计: the main series' seasonality, realised volatility and open interest against its history. */
export function DataStatistics({ symbol }: { symbol: string }) {
  return (
    <QueryView query={useDataStatistics(symbol)}>
      {(data) => (
        <div className="bbas-panel">
          <h4>
            季节性（{data.seasonality.from || '—'} 至 {data.seasonality.to || '—'}）
            <SimulatedTag simulated={data.simulated} />
          </h4>
          <Suspense fallback={<Spin />}>
            <SeasonalityChart months={data.seasonality.months} />
          </Suspense>
          <Descriptions
            size="small"
            bordered
            column={3}
            items={[
              { key: 'hv20', label: '20日历史波动率', children: percent(data.volatility.hv20) },
              { key: 'hv60', label: '60日历史波动率', children: percent(data.volatility.hv60) },
              {
                key: 'oi',
                label: `主力持仓（${data.main_contract}）`,
                children: formatAmount(data.positions.open_interest, '手'),
              },
              { key: 'oi5', label: '5日持仓变化', children: change(data.positions.change_5d) },
              { key: 'oi20', label: '20日持仓变化', children: change(data.positions.change_20d) },
              {
                key: 'percentile',
                label: `持仓历史分位（${data.positions.days}日）`,
                children: percent(data.positions.percentile),
              },
            ]}
          />
        </div>
      )}
    </QueryView>
  );
}
