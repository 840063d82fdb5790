import {
  BarChart,
  type BarSeriesOption,
  LineChart,
  type LineSeriesOption,
  PieChart,
  type PieSeriesOption,
} from 'echarts/charts';
import {
  DataZoomComponent,
  type DataZoomComponentOption,
  GraphicComponent,
  type GraphicComponentOption,
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  MarkLineComponent,
  type MarkLineComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, type ECharts, init, use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useThemeMode } from '../theme';
import { defaultChartHeight } from './echart';

// Only what the dashboards draw, so the chart chunk stays small (DESIGN.md §6).
registerChartParts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  GraphicComponent,
  CanvasRenderer,
]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | GraphicComponentOption
>;

/** The brand watermark every chart carries, faint (12 %) and deaf to the pointer. */
const watermark = (isDark: boolean): GraphicComponentOption => ({
  type: 'text',
  left: 'center',
  top: 'middle',
  silent: true,
  style: { text: 'vce期货', fontSize: 40, fontWeight: 'bold', fill: isDark ? '#ffffff' : '#1f2329', opacity: 0.12 },
});

/**
 * Series keep their place's id across updates: replaceMerge then updates a live chart's series in
 * place (bars and slices move to the new figures) instead of drawing them anew from nothing every
 * push. A series whose type changes gets a new id, so it is replaced, not morphed.
 */
function withIds(series: ChartOption['series']) {
  if (series === undefined) return undefined;
  return (Array.isArray(series) ? series : [series]).map((one, index) => ({ id: `${one.type}-${index}`, ...one }));
}

export interface EChartProps {
  option: ChartOption;
  height?: number;
  label: string;
}

/**
 * One ECharts chart: drawn into a canvas that follows its box's size, redrawn when the option
 * changes (series replaced, so a chart may change how many it has), themed with the site's dark mode.
 */
export function EChartCanvas({ option, height = defaultChartHeight, label }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const isDark = useThemeMode() === 'dark';

  useEffect(() => {
    if (!box.current) return;
    const instance = init(box.current, isDark ? 'dark' : undefined, { locale: 'ZH' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [isDark]);

  useEffect(() => {
    chart.current?.setOption(
      { backgroundColor: 'transparent', ...option, series: withIds(option.series), graphic: watermark(isDark) },
      { replaceMerge: ['series'] },
    );
  }, [option, isDark]);

  return <div ref={box} style={{ height }} role="img" aria-label={label} />;
}
