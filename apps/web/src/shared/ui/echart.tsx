import { lazyOnDemand } from '../lazy-chunk';
import { AfterPaint } from './after-paint';
import type { EChartProps } from './echart-canvas';

export type { ChartOption } from './echart-canvas';

export const defaultChartHeight = 360;

// ECharts is the largest chunk of the dashboards: a page paints its figures and captions first and
// draws its charts when it arrives, in boxes of their final height.
const EChartCanvas = lazyOnDemand(
  () => import('./echart-canvas'),
  (module) => module.EChartCanvas,
);

/** One ECharts chart (see echart-canvas.tsx), its code loaded with the first chart shown. */
export function EChart(props: EChartProps) {
  return (
    <AfterPaint
      code={EChartCanvas}
      fallback={
        <div style={{ height: props.height ?? defaultChartHeight }} role="img" aria-label={props.label} aria-busy />
      }
    >
      <EChartCanvas {...props} />
    </AfterPaint>
  );
}
