import { Card, Descriptions } from 'antd';
import { formatAmount } from '../../../shared/format';
import { ChangeText } from '../../../shared/ui/change-text';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { useDailyBars } from '../api/get-daily-bars';
import { PriceVolumeChart } from '../charts/price-volume-chart';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';

/** Volume-price analysis: close, volume and open interest by day, with the last day's changes. */
export function VolumePriceView({ symbol }: { symbol: string }) {
  const query = useDailyBars(symbol);
  return (
    <QueryView query={query}>
      {({ name, main_contract, bars, simulated }) => {
        const [last, previous] = [bars.at(-1), bars.at(-2)];
        if (!last || !previous) return <NoData />;
        return (
          <Card
            size="small"
            title={`${name} 量价分析（主连日线，主力 ${main_contract}）`}
            extra={<SimulatedTag simulated={simulated} />}
          >
            <Descriptions
              size="small"
              column={4}
              bordered
              items={[
                { key: 'close', label: '收盘价', children: formatAmount(last[4]) },
                {
                  key: 'zdf',
                  label: '涨跌幅',
                  children: <ChangeText value={((last[4] - previous[4]) / previous[4]) * 100} isPercent />,
                },
                { key: 'volume', label: '成交量(手)', children: formatAmount(last[5]) },
                { key: 'oi', label: '持仓变化(手)', children: <ChangeText value={last[6] - previous[6]} /> },
              ]}
            />
            <PriceVolumeChart bars={bars} />
          </Card>
        );
      }}
    </QueryView>
  );
}
