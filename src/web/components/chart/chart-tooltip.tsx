import type { ReactNode } from 'react';
import './chart.css';

/**
 * What the point under the pointer or keyboard focus stands for, beside it: under the point near the top of
 * the plot, above it elsewhere, and to the `side` that keeps it inside the chart.
 */
export function ChartTooltip({
  point,
  side,
  children,
}: {
  point: { x: number; y: number };
  side: 'start' | 'middle' | 'end';
  children: ReactNode;
}) {
  return (
    <div
      className={`chart-tooltip side-${side} ${point.y < 70 ? 'below' : 'above'}`}
      style={{ left: point.x, top: point.y }}
      aria-hidden="true"
    >
      {children}
    </div>
  );
}
