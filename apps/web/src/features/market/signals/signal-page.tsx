import { Radio } from 'antd';
import { useState } from 'react';
import { type TradingSignal, useSignals } from '../api/get-signals';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { SymbolPicker } from '../symbol-picker';
import { SignalTable } from './signal-table';
import { DashboardPage } from '../dashboard-page';

type Direction = TradingSignal['direction'] | 'all';

/** 交易信号 (/signal): the daily rules' signals of every product, filtered by product and direction. */
export default function SignalPage() {
  const [symbol, setSymbol] = useState<string>();
  const [direction, setDirection] = useState<Direction>('all');
  const { data, isFetching } = useSignals({
    symbol,
    direction: direction === 'all' ? undefined : direction,
    limit: 200,
  });
  return (
    <DashboardPage title="交易信号">
      <div className="dashboard-toolbar">
        <SymbolPicker value={symbol} onChange={setSymbol} isClearable />
        <Radio.Group
          aria-label="方向"
          optionType="button"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          options={[
            { value: 'all', label: '全部' },
            { value: 'long', label: '看多' },
            { value: 'short', label: '看空' },
          ]}
        />
        <span className="muted">日线规则：均线（MA5/MA20）交叉、20日突破、MACD交叉，仅供参考</span>
        <SimulatedTag simulated={data?.simulated} />
      </div>
      <SignalTable signals={data?.list ?? []} isLoading={isFetching} />
    </DashboardPage>
  );
}
