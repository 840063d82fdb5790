import { Spin } from 'antd';
import { lazyOnDemand } from '../lazy-chunk';
import { AfterPaint } from '../ui/after-paint';
import { ChartFrame } from '../ui/chart-frame';
import type { BarsCanvasProps } from './bars-canvas';
import './bars-chart.css';

const BarsCanvas = lazyOnDemand(
  () => import('./bars-canvas'),
  (module) => module.default,
);

/** A chart of given bars (a drill, a pattern's moment), drawn once the page has painted. */
export function BarsChart({ height = 420, ...props }: BarsCanvasProps & { height?: number }) {
  return (
    <ChartFrame height={height}>
      <AfterPaint code={BarsCanvas} fallback={<Spin className="bars-loading" />}>
        <BarsCanvas {...props} />
      </AfterPaint>
    </ChartFrame>
  );
}
