import type { DrillSide, DrillView } from '@vce/contract/learning-drills';
import { colors } from '@vce/contract/limits';
import { tickDecimals } from '@vce/market-core/ticks';
import { Alert, Button, InputNumber, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { type BarsMark } from '../../../shared/kline/bars-canvas';
import { BarsChart } from '../../../shared/kline/bars-chart';
import { useDecideDrill, useRevealBar } from '../api/drills';
import { DrillResultCard, ProfitText } from './drill-result';

const sideWords: Record<DrillSide, string> = { long: '做多', short: '做空', wait: '观望' };

/** Profit of one lot so far, in ticks, from the entry to the last revealed close. */
function runningTicks(drill: DrillView) {
  const last = drill.bars.at(-1);
  if (drill.entry_price === null || !last || drill.side === null || drill.side === 'wait') return null;
  const direction = drill.side === 'long' ? 1 : -1;
  return Math.round((direction * (last[4] - drill.entry_price)) / drill.tick_size);
}

function marksOf(drill: DrillView): BarsMark[] {
  const marks: BarsMark[] = [];
  const hiddenPoint = drill.bars[drill.shown - 1];
  if (hiddenPoint) marks.push({ kind: 'bar', time: hiddenPoint[0], price: hiddenPoint[2], label: '决策点' });
  if (drill.entry_price !== null && drill.side !== 'wait')
    marks.push({ kind: 'price', price: drill.entry_price, label: `开仓 ${drill.entry_price}`, color: '#2f6fed' });
  if (drill.stop !== null)
    marks.push({ kind: 'price', price: drill.stop, label: `止损 ${drill.stop}`, color: colors.fall });
  return marks;
}

/** One drill: the chart to the hidden point, the call, then the bars revealed one by one and the score. */
export function DrillBoard({ drill, onNext }: { drill: DrillView; onNext: () => void }) {
  const [stop, setStop] = useState<number | null>(null);
  const decide = useDecideDrill();
  const reveal = useRevealBar();
  const marks = useMemo(() => marksOf(drill), [drill]);
  const ticks = runningTicks(drill);
  const title = drill.name ? `${drill.name}（${drill.symbol}）` : '盲测：品种与日期在作答后揭晓';
  const call = (side: DrillSide) =>
    decide.mutate({ id: drill.id, side, ...(stop !== null && side !== 'wait' ? { stop } : {}) });

  return (
    <section className="drill-board" data-testid="drill-board" data-status={drill.status}>
      <header className="drill-head">
        <h1>{title}</h1>
        <Space wrap>
          <Tag>{drill.period === '1d' ? '日线' : '60分钟'}</Tag>
          <Tag>
            每跳 {drill.tick_size}，合 {drill.tick_value} 元/手
          </Tag>
          <Tag color="orange">行情为vce模拟数据</Tag>
        </Space>
      </header>
      <BarsChart
        bars={drill.bars}
        pricePrecision={tickDecimals(drill.tick_size)}
        hideTimes={drill.blind && drill.status !== 'finished'}
        period={drill.period === '1d' ? 'day' : 'hour'}
        marks={marks}
      />
      {drill.notes.map((note) => (
        <Alert key={note} type="warning" showIcon title={note} />
      ))}
      {drill.status === 'deciding' && (
        <div className="drill-actions">
          <p>
            走势到此为止，接下来{drill.reveal_total}根K线会怎么走？下一根开盘价成交，可选设置止损价（最新收盘价{' '}
            {drill.bars.at(-1)?.[4]}）。
          </p>
          <Space wrap>
            <InputNumber
              aria-label="止损价（可选）"
              placeholder="止损价（可选）"
              min={0}
              step={drill.tick_size}
              value={stop}
              onChange={(value) => setStop(value)}
            />
            <Button type="primary" danger loading={decide.isPending} onClick={() => call('long')}>
              做多
            </Button>
            <Button type="primary" className="drill-short" loading={decide.isPending} onClick={() => call('short')}>
              做空
            </Button>
            <Button loading={decide.isPending} onClick={() => call('wait')}>
              观望
            </Button>
          </Space>
        </div>
      )}
      {drill.status === 'revealing' && (
        <div className="drill-actions">
          <p>
            你的选择：<b>{sideWords[drill.side!]}</b>
            {drill.entry_price !== null && drill.side !== 'wait' && <> ，开仓价 {drill.entry_price}</>}
            {drill.stop !== null && <> ，止损 {drill.stop}</>}
            {ticks !== null && (
              <>
                {' '}
                ，浮动盈亏 <ProfitText ticks={ticks} tickValue={drill.tick_value} />
              </>
            )}
          </p>
          <Button type="primary" loading={reveal.isPending} onClick={() => reveal.mutate(drill.id)}>
            下一根（{drill.revealed}/{drill.reveal_total}）
          </Button>
        </div>
      )}
      {drill.result && <DrillResultCard drill={drill} result={drill.result} onNext={onNext} />}
    </section>
  );
}
