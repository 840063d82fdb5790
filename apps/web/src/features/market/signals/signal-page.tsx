import { Radio } from 'antd';
import { useDeferredValue, useState } from 'react';
import { type TradingSignal, useSignals } from '../api/get-signals';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { SymbolPicker } from '../symbol-picker';
import { SignalTable } from './signal-table';
import { DashboardPage } from '../dashboard-page';

type Direction = TradingSignal['direction'] | 'all';

const noSignals: TradingSignal[] = [];

/** 交易信号 (/signal): the daily rules' signals of every product, filtered by product and direction. */
export default function SignalPage() {
  const [symbol, setSymbol] = useState<string>();
  const [direction, setDirection] = useState<Direction>('all');
  const { data, isFetching } = useSignals({
    symbol,
    direction: direction === 'all' ? undefined : direction,
    limit: 200,
  });
  // The table's rows render in the background as the answer comes (a render React slices), instead of
  // in one long task: on a slow machine that task was most of the page's blocking time (TBT 56–241).
  const answered = data?.list ?? noSignals;
  const signals = useDeferredValue(answered);
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
      <SignalTable signals={signals} isLoading={isFetching || signals !== answered} />
    </DashboardPage>
  );
}
