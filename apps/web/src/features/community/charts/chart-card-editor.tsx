import {
  CHART_INDICATORS_MAX,
  type ChartCardDraft,
  chartCardIndicators,
  chartCardPeriods,
} from '@vce/contract/community-charts';
import { Checkbox, Input, Radio, Select } from 'antd';
import { useSymbolList } from '../../../shared/market/get-symbol-list';
import { chartPeriodNames } from './chart-card-names';

/** A chart card being set in the composer; `moment` is the datetime-local field's text ('' for 发布时). */
export interface ChartDraftState {
  symbol: string;
  period: ChartCardDraft['period'];
  indicators: ChartCardDraft['indicators'];
  moment: string;
}

export const emptyChartDraft: ChartDraftState = { symbol: 'rb', period: '1d', indicators: ['MA'], moment: '' };

/** The card as the call takes it: the moment read as Beijing time. */
export const chartOfDraft = (draft: ChartDraftState): ChartCardDraft => ({
  symbol: draft.symbol,
  period: draft.period,
  indicators: draft.indicators,
  at: draft.moment ? new Date(`${draft.moment}:00+08:00`).getTime() : undefined,
});

/** K线图: the product, period, indicators and moment of the chart drawn under the post. */
export function ChartCardEditor({
  draft,
  onChange,
}: {
  draft: ChartDraftState;
  onChange(draft: ChartDraftState): void;
}) {
  const exchanges = useSymbolList().data ?? [];
  const options = exchanges.map((exchange) => ({
    label: exchange.name,
    title: exchange.name,
    options: exchange.list.map((item) => ({ value: item.symbol, label: item.name })),
  }));
  return (
    <div className="chart-card-editor" data-testid="chart-card-editor">
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        value={draft.symbol}
        options={options}
        onChange={(symbol) => onChange({ ...draft, symbol })}
        aria-label="K线图品种"
        className="chart-card-symbol"
      />
      <Radio.Group
        optionType="button"
        size="small"
        value={draft.period}
        onChange={(event) => onChange({ ...draft, period: event.target.value as ChartDraftState['period'] })}
        options={chartCardPeriods.map((period) => ({ value: period, label: chartPeriodNames[period] }))}
        aria-label="K线图周期"
      />
      <Checkbox.Group
        value={draft.indicators}
        onChange={(indicators) =>
          onChange({
            ...draft,
            indicators: (indicators as ChartDraftState['indicators']).slice(0, CHART_INDICATORS_MAX),
          })
        }
        options={chartCardIndicators.map((name) => ({ value: name, label: name }))}
        aria-label={`指标（最多${CHART_INDICATORS_MAX}个）`}
      />
      <Input
        type="datetime-local"
        size="small"
        value={draft.moment}
        onChange={(event) => onChange({ ...draft, moment: event.target.value })}
        aria-label="K线图截止时间（北京时间，留空为发布时）"
        className="chart-card-moment"
      />
    </div>
  );
}
