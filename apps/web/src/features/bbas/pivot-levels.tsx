import type { PivotLevel } from '@vce/contract/bbas';
import { Descriptions, Table } from 'antd';
import { NoData } from '../../shared/ui/no-data';
import { QueryView } from '../../shared/ui/query-view';
import { SimulatedTag } from '../../shared/ui/simulated-tag';
import { usePivotInfo } from './api/get-pivot-info';
import './bbas.css';

/** 枢轴系统: resistance and support levels from the previous day's bar, and where the price stands among them. */
export function PivotLevels({ symbol }: { symbol: string }) {
  return (
    <QueryView query={usePivotInfo(symbol)}>
      {(info) => {
        const { pivot } = info;
        if (!pivot) return <NoData description="还没有完整的交易日，枢轴位明日生成" />;
        const isNear = (level: PivotLevel) => level.name === pivot.lower?.name || level.name === pivot.upper?.name;
        return (
          <div className="bbas-panel">
            <p className="pivot-position">
              {info.name}主连最新价 <strong>{info.last}</strong>，{pivot.position}
              <SimulatedTag simulated={info.simulated} />
            </p>
            <Table<PivotLevel>
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={pivot.levels}
              rowClassName={(level) => (isNear(level) ? 'pivot-near' : '')}
              columns={[
                { title: '价位', dataIndex: 'label' },
                { title: '价格', dataIndex: 'price', align: 'right' },
                {
                  title: '距最新价',
                  key: 'distance',
                  align: 'right',
                  render: (_, level) => `${(((level.price - info.last) / info.last) * 100).toFixed(2)}%`,
                },
              ]}
            />
            <Descriptions
              size="small"
              column={4}
              items={[
                { key: 'day', label: '计算依据', children: `${pivot.based_on} 日线` },
                { key: 'high', label: '最高', children: pivot.high },
                { key: 'low', label: '最低', children: pivot.low },
                { key: 'close', label: '收盘', children: pivot.close },
              ]}
            />
          </div>
        );
      }}
    </QueryView>
  );
}
