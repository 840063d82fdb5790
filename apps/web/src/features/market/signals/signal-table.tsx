import { colors } from '@vce/contract/limits';
import { paths } from '@vce/contract/routes';
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { beijingDay } from '../../../shared/format';
import type { TradingSignal } from '../api/get-signals';
import { fixedPageSize } from '../../../shared/ui/page-items';

const kindLabels: Record<TradingSignal['kind'], string> = {
  ma_golden_cross: '均线金叉',
  ma_death_cross: '均线死叉',
  breakout_high: '突破新高',
  breakout_low: '跌破新低',
  macd_golden_cross: 'MACD金叉',
  macd_death_cross: 'MACD死叉',
};

/** 看多 in the rise colour, 看空 in the fall colour. */
export function DirectionTag({ direction }: { direction: TradingSignal['direction'] }) {
  const isLong = direction === 'long';
  return (
    <Tag color={isLong ? colors.rise : colors.fall} variant="solid" className="direction-tag">
      {isLong ? '看多' : '看空'}
    </Tag>
  );
}

/** Signals newest first; the product links to its BBAS page, where its K-line is. */
export function SignalTable({ signals, isLoading }: { signals: TradingSignal[]; isLoading: boolean }) {
  return (
    <Table<TradingSignal>
      aria-label="交易信号"
      size="small"
      loading={isLoading}
      rowKey={(signal) => `${signal.symbol}-${signal.time}-${signal.kind}`}
      dataSource={signals}
      pagination={fixedPageSize(20)}
      columns={[
        { title: '日期（北京时间）', dataIndex: 'time', render: (time: number) => beijingDay(new Date(time)) },
        {
          title: '品种',
          dataIndex: 'name',
          render: (name: string, signal) => <Link to={paths.bbasDetail(signal.symbol)}>{name}</Link>,
        },
        { title: '信号', dataIndex: 'kind', render: (kind: TradingSignal['kind']) => kindLabels[kind] },
        {
          title: '方向',
          dataIndex: 'direction',
          render: (direction: TradingSignal['direction']) => <DirectionTag direction={direction} />,
        },
        { title: '信号价', dataIndex: 'price', align: 'right' },
        { title: '说明', dataIndex: 'text' },
      ]}
    />
  );
}
