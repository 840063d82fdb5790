import { type Chart, registerIndicator } from 'klinecharts';
import { indicatorDefinitions } from './indicator-definitions';
import { type IndicatorName, indicatorOptions } from './indicators';

// The market core's definitions replace the library's own under the same names (indicator-definitions.ts).
for (const definition of indicatorDefinitions) registerIndicator(definition);

export const candlePaneId = 'candle_pane';

/** Draws an indicator: over the candles (MA, EMA, BOLL) or in a pane of its own beneath them. */
export function showIndicator(chart: Chart, name: IndicatorName) {
  const onCandles = indicatorOptions.find((option) => option.name === name)?.onCandles ?? false;
  chart.createIndicator({ name, id: name, paneId: onCandles ? candlePaneId : `pane_${name}` }, onCandles);
}
