import { Spin } from 'antd';
import type { IndicatorTemplate } from 'klinecharts';
import { useState } from 'react';
import { lazyOnDemand } from '../../../shared/lazy-chunk';
import { AfterPaint } from '../../../shared/ui/after-paint';
import { ChartFrame } from '../../../shared/ui/chart-frame';
import { decimalsOf } from '../price-format';
import type { KlineFeed } from './kline-data-loader';
import { defaultIndicators, type IndicatorName } from '../../../shared/kline/indicators';
import { KlineLegend } from './kline-legend';
import { defaultPeriod } from './kline-periods';
import './kline-chart.css';

const KlineCanvas = lazyOnDemand(
  () => import('./kline-canvas'),
  (module) => module.default,
);
// The period switch and indicator choice (antd's Segmented and Checkbox) load beside the canvas, after
// the page's quote has painted: the toolbar keeps its height meanwhile (kline-chart.css).
const KlineToolbar = lazyOnDemand(
  () => import('./kline-toolbar'),
  (module) => module.KlineToolbar,
);

/** An indicator of another area drawn beside the chosen ones (the indicator shop's, on its page). */
export interface ExtraIndicator {
  // The library's own definition type: its data and parameters vary by indicator.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  template: IndicatorTemplate<any, any>;
  onCandles: boolean;
}

/**
 * The live K-line of a product's main continuous series: periods from 分时 to 周K, the library's
 * built-in indicators, older bars on scrolling left and the newest bars polled every few seconds.
 */
export function KLineChart({
  symbol,
  tickSize,
  extraIndicator,
  initialIndicators = defaultIndicators,
}: {
  symbol: string;
  tickSize: number;
  extraIndicator?: ExtraIndicator;
  initialIndicators?: IndicatorName[];
}) {
  const [period, setPeriod] = useState(defaultPeriod);
  const [indicators, setIndicators] = useState<IndicatorName[]>(initialIndicators);
  const [feed, setFeed] = useState<KlineFeed | null>(null);
  const pricePrecision = decimalsOf(tickSize);
  return (
    <section className="kline-chart" aria-label="K线图" data-period={period.key}>
      <AfterPaint code={KlineToolbar} fallback={<div className="kline-toolbar" />}>
        <KlineToolbar
          period={period}
          onPeriodChange={(next) => {
            setPeriod(next);
            setFeed(null);
          }}
          indicators={indicators}
          onIndicatorsChange={setIndicators}
        />
      </AfterPaint>
      <KlineLegend feed={feed} period={period} pricePrecision={pricePrecision} />
      <ChartFrame height={520}>
        <AfterPaint code={KlineCanvas} fallback={<Spin className="kline-loading" />}>
          <KlineCanvas
            symbol={symbol}
            pricePrecision={pricePrecision}
            period={period}
            indicators={indicators}
            extraIndicator={extraIndicator}
            onFeed={setFeed}
          />
        </AfterPaint>
      </ChartFrame>
    </section>
  );
}
