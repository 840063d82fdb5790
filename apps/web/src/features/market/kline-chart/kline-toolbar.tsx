import { Checkbox, Segmented } from 'antd';
import { type IndicatorName, indicatorOptions } from '../../../shared/kline/indicators';
import { type PeriodOption, periodOptions } from './kline-periods';

interface KlineToolbarProps {
  period: PeriodOption;
  onPeriodChange: (period: PeriodOption) => void;
  indicators: IndicatorName[];
  onIndicatorsChange: (indicators: IndicatorName[]) => void;
}

/** The period switch and the indicator choice above the chart. */
export function KlineToolbar({ period, onPeriodChange, indicators, onIndicatorsChange }: KlineToolbarProps) {
  return (
    <div className="kline-toolbar">
      <Segmented
        aria-label="K线周期"
        size="small"
        value={period.key}
        options={periodOptions.map((option) => ({ value: option.key, label: option.label }))}
        onChange={(key) => onPeriodChange(periodOptions.find((option) => option.key === key) ?? period)}
      />
      <div className="kline-indicators" role="group" aria-label="技术指标">
        <span className="muted">指标</span>
        <Checkbox.Group
          value={indicators}
          options={indicatorOptions.map(({ name }) => ({ value: name, label: name }))}
          onChange={onIndicatorsChange}
        />
      </div>
    </div>
  );
}
