import type { KlineBar } from '@vce/contract/market';
import { type Chart, dispose, init, type KLineData } from 'klinecharts';
import { useEffect, useRef } from 'react';
import { useThemeMode } from '../theme';
import type { IndicatorName } from './indicators';
import { showIndicator } from './show-indicator';
import { candleStyles, riseFallStyles } from './kline-styles';

/** A price drawn across the chart (an entry, a stop) or a bar picked out with a note (a pattern). */
export type BarsMark =
  | { kind: 'price'; price: number; label: string; color: string }
  | { kind: 'bar'; time: number; price: number; label: string };

export interface BarsCanvasProps {
  bars: readonly KlineBar[];
  pricePrecision: number;
  /** Hides the dates (a blind drill). */
  hideTimes?: boolean;
  marks?: readonly BarsMark[];
  /** Daily bars show dates; intraday ones their times too. */
  period: 'day' | 'hour';
  /** The market core's indicators drawn over the bars (MA, EMA, BOLL) or beneath them (MACD, KDJ, RSI). */
  indicators?: readonly IndicatorName[];
}

const chartBarOf = ([timestamp, open, high, low, close, volume]: KlineBar): KLineData => ({
  timestamp,
  open,
  high,
  low,
  close,
  volume,
});

/** A fixed series of bars with marks, redrawn as bars are added: the chart library lives in this lazy chunk. */
export default function BarsCanvas({
  bars,
  pricePrecision,
  hideTimes = false,
  marks = [],
  period,
  indicators = [],
}: BarsCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  // What the data loader hands the chart: the bars of the last render that reached the effects.
  const barsRef = useRef(bars);
  const indicatorsRef = useRef(indicators);
  const mode = useThemeMode();

  useEffect(() => {
    const container = containerRef.current;
    const chart = container && init(container, { locale: 'zh-CN', timezone: 'Asia/Shanghai' });
    if (!container || !chart) return;
    for (const focusable of container.querySelectorAll('[tabindex]')) focusable.setAttribute('tabindex', '0');
    chart.setDataLoader({ getBars: ({ callback }) => callback(barsRef.current.map(chartBarOf), false) });
    chart.createIndicator('VOL');
    chartRef.current = chart;
    // Asked for once, with the chart: a card's indicators do not change under a reader.
    for (const name of indicatorsRef.current) showIndicator(chart, name);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      dispose(container);
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    chart?.setStyles(mode);
    chart?.setStyles(riseFallStyles);
    chart?.setStyles(candleStyles('candle_solid'));
    chart?.setStyles({
      xAxis: { tickText: { show: !hideTimes } },
      crosshair: { vertical: { text: { show: !hideTimes } } },
      candle: { tooltip: { showRule: hideTimes ? 'none' : 'always' } },
    });
  }, [mode, hideTimes]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    chart.setSymbol({ ticker: 'bars', pricePrecision, volumePrecision: 0 });
    chart.setPeriod(period === 'day' ? { type: 'day', span: 1 } : { type: 'hour', span: 1 });
  }, [pricePrecision, period]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    barsRef.current = bars;
    // Every bar in view, a few bars' room to the right: a drill or a lesson is read whole.
    const width = containerRef.current?.clientWidth ?? 0;
    if (width > 0) chart.setBarSpace(Math.min(16, Math.max(3, width / (bars.length + 4))));
    chart.resetData();
    chart.removeOverlay();
    for (const mark of marks) {
      if (mark.kind === 'price')
        chart.createOverlay({
          name: 'simpleTag',
          points: [{ value: mark.price }],
          extendData: mark.label,
          lock: true,
          styles: { line: { color: mark.color, style: 'dashed' }, text: { backgroundColor: mark.color } },
        });
      else
        chart.createOverlay({
          name: 'simpleAnnotation',
          points: [{ timestamp: mark.time, value: mark.price }],
          extendData: mark.label,
          lock: true,
        });
    }
  }, [bars, marks]);

  return <div ref={containerRef} className="bars-canvas" data-testid="bars-canvas" />;
}
