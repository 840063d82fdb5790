import { Card, Descriptions, Select } from 'antd';
import { useState } from 'react';
import { formatAmount } from '../../../shared/format';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { type Spreads, useSpreads } from '../api/get-spreads';
import { SpreadChart } from '../charts/spread-chart';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';

/** The latest value and where it stands in the period's range. */
function SpreadSummary({ unit, points }: { unit: string; points: Spreads['points'] }) {
  const values = points.map((point) => point.value);
  return (
    <Descriptions
      size="small"
      column={4}
      bordered
      items={[
        { key: 'latest', label: '最新价差', children: formatAmount(values.at(-1)) },
        { key: 'high', label: '区间最高', children: formatAmount(Math.max(...values)) },
        { key: 'low', label: '区间最低', children: formatAmount(Math.min(...values)) },
        { key: 'unit', label: '单位', children: unit },
      ]}
    />
  );
}

/** 价差: inter-commodity spreads of the main continuous closes, one chosen from the list. */
export function SpreadsPanel() {
  const [id, setId] = useState<string>();
  const query = useSpreads(id);
  const { data } = query;
  return (
    <>
      <div className="dashboard-toolbar">
        <Select
          aria-label="选择价差"
          style={{ width: 340 }}
          value={data?.id}
          onChange={setId}
          options={data?.definitions.map((definition) => ({ value: definition.id, label: definition.name }))}
        />
        <span className="muted">主连收盘计算，日线，近一年</span>
        <SimulatedTag simulated={data?.simulated} />
      </div>
      <QueryView query={query}>
        {({ id: shown, definitions, points }) => {
          const definition = definitions.find((item) => item.id === shown);
          if (!definition || points.length === 0) return <NoData />;
          return (
            <Card size="small" title={definition.name}>
              <SpreadSummary unit={definition.unit} points={points} />
              <SpreadChart name={definition.name} unit={definition.unit} points={points} />
            </Card>
          );
        }}
      </QueryView>
    </>
  );
}
