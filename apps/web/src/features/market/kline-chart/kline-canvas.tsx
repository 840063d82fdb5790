import { type Chart, dispose, init, type Options, registerIndicator } from 'klinecharts';
import { useEffect, useEffectEvent, useRef } from 'react';
import { formatAmount } from '../../../shared/format';
import { useThemeMode } from '../../../shared/theme';
import { createKlineDataLoader, type KlineFeed } from './kline-data-loader';
import { candlePaneId, showIndicator } from '../../../shared/kline/show-indicator';
import type { ExtraIndicator } from './kline-chart';
import { type IndicatorName, indicatorOptions } from '../../../shared/kline/indicators';
import type { PeriodOption } from './kline-periods';
import { candleStyles, riseFallStyles } from '../../../shared/kline/kline-styles';

export interface KlineCanvasProps {
  symbol: string;
  pricePrecision: number;
  period: PeriodOption;
  indicators: IndicatorName[];
  extraIndicator?: ExtraIndicator;
  onFeed: (feed: KlineFeed) => void;
}

/** Beijing time, plain prices (3495, not 3,495) and volumes in 万/亿 as the rest of the site shows them. */
const chartOptions: Options = {
  locale: 'zh-CN',
  timezone: 'Asia/Shanghai',
  thousandsSeparator: { sign: '' },
  formatter: { formatBigNumber: (value) => formatAmount(Number(value)) },
};

/** The canvas of the K-line chart: the chart library lives in this lazily loaded chunk only. */
export default function KlineCanvas({
  symbol,
  pricePrecision,
  period,
  indicators,
  extraIndicator,
  onFeed,
}: KlineCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const mode = useThemeMode();
  const reportFeed = useEffectEvent(onFeed);

  useEffect(() => {
    const container = containerRef.current;
    const chart = container && init(container, chartOptions);
    if (!container || !chart) return;
    // klinecharts makes its pane focusable with tabindex 1, which puts it before everything else in
    // the tab order; 0 keeps it focusable (keyboard zoom and scroll) where it sits.
    for (const focusable of container.querySelectorAll('[tabindex]')) focusable.setAttribute('tabindex', '0');
    const loader = createKlineDataLoader((feed) => reportFeed(feed));
    chart.setDataLoader(loader);
    chartRef.current = chart;
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      loader.stop();
      dispose(container);
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    chart?.setStyles(mode);
    chart?.setStyles(riseFallStyles);
    chart?.setStyles(candleStyles(period.isLine ? 'area' : 'candle_solid'));
  }, [mode, period.isLine]);

  useEffect(() => {
    chartRef.current?.setSymbol({ ticker: symbol, pricePrecision, volumePrecision: 0 });
  }, [symbol, pricePrecision]);

  useEffect(() => {
    chartRef.current?.setPeriod(period.chart);
  }, [period]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    for (const { name } of indicatorOptions) {
      const isShown = chart.getIndicators({ id: name }).length > 0;
      const isWanted = indicators.includes(name);
      if (isWanted && !isShown) showIndicator(chart, name);
      if (!isWanted && isShown) chart.removeIndicator({ id: name });
    }
  }, [indicators]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !extraIndicator) return;
    const { template, onCandles } = extraIndicator;
    registerIndicator(template);
    chart.createIndicator(
      { name: template.name, id: template.name, paneId: onCandles ? candlePaneId : `pane_${template.name}` },
      onCandles,
    );
    return () => void chart.removeIndicator({ id: template.name });
  }, [extraIndicator]);

  return <div ref={containerRef} className="kline-canvas" data-testid="kline-canvas" />;
}
