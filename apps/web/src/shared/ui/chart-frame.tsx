import type { ReactNode } from 'react';
import './chart-frame.css';

/** A chart's box, with the brand watermark faintly over it (DESIGN.md §6) and the pointer passing through. */
export function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="chart-frame" style={{ height }}>
      {children}
      <span className="chart-watermark" aria-hidden="true">
        vce期货
      </span>
    </div>
  );
}
