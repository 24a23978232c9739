import { useMemo, useState } from 'react';
import type { TestRun } from '../../../contract/records';
import { ChartPoints, type PlacedPoint } from './chart-points';
import { chartPoints, timeTicks } from './chart-model';
import { useElementWidth } from '../../../components/use-element-width';

const HEIGHT = 170;
const PAD = { left: 40, right: 14, top: 14, bottom: 26 };
/** Room a date label needs, so the axis never crowds its labels on a phone. */
const TICK_SPACING = 80;
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Pass rate of the shown finished runs over time: points to hover, focus and open, with a text alternative. */
export function PassRateChart({ runs }: { runs: readonly TestRun[] }) {
  const points = useMemo(() => chartPoints(runs), [runs]);
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const [shown, setShown] = useState<PlacedPoint>();
  if (points.length < 2) return null;

  const first = points[0]!.time;
  const last = points.at(-1)!.time;
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const x = (time: number) => PAD.left + (last > first ? ((time - first) / (last - first)) * plotWidth : plotWidth / 2);
  const y = (rate: number) => HEIGHT - PAD.bottom - rate * (HEIGHT - PAD.top - PAD.bottom);
  const placed = points.map((point) => ({ ...point, x: x(point.time), y: y(point.rate) }));
  const path = placed.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`);
  const rates = points.map((point) => point.rate);
  const average = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  const summary = `Pass rate of ${points.length} runs from ${points[0]!.started.slice(0, 10)} to ${points.at(-1)!.started.slice(0, 10)}: average ${percent(average)}, lowest ${percent(Math.min(...rates))}, latest ${percent(rates.at(-1)!)}.`;

  return (
    <figure className="pass-rate-chart" aria-labelledby="pass-rate-caption">
      <div className="pass-rate-frame" ref={frame}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="group"
          aria-label="Pass rate over time, one point per run"
          aria-describedby="pass-rate-keys"
        >
          <g aria-hidden="true">
            {[0, 0.5, 1].map((rate) => (
              <g key={rate}>
                <line x1={PAD.left} x2={width - PAD.right} y1={y(rate)} y2={y(rate)} className="chart-grid" />
                <text x={PAD.left - 6} y={y(rate) + 4} className="chart-label" textAnchor="end">
                  {percent(rate)}
                </text>
              </g>
            ))}
            {timeTicks(first, last, Math.floor(plotWidth / TICK_SPACING)).map((tick) => (
              <g key={tick.time}>
                <line
                  x1={x(tick.time)}
                  x2={x(tick.time)}
                  y1={HEIGHT - PAD.bottom}
                  y2={HEIGHT - PAD.bottom + 4}
                  className="chart-grid"
                />
                <text x={x(tick.time)} y={HEIGHT - 6} className="chart-label" textAnchor="middle">
                  {tick.label}
                </text>
              </g>
            ))}
            <path d={path.join(' ')} className="chart-line" />
          </g>
          <ChartPoints points={placed} onShow={setShown} />
        </svg>
        {shown ? <ChartTooltip point={shown} width={width} /> : null}
      </div>
      <figcaption id="pass-rate-caption" className="muted">
        {summary}
      </figcaption>
      <p id="pass-rate-keys" className="visually-hidden">
        Each point is a run: the arrow keys move between them, Enter opens the run.
      </p>
    </figure>
  );
}

/** The run under the pointer or keyboard focus, beside its point and kept inside the chart. */
function ChartTooltip({ point, width }: { point: PlacedPoint; width: number }) {
  const side = point.x < width / 3 ? 'start' : point.x > (width * 2) / 3 ? 'end' : 'middle';
  return (
    <div
      className={`chart-tooltip side-${side} ${point.y < 70 ? 'below' : 'above'}`}
      style={{ left: point.x, top: point.y }}
      aria-hidden="true"
    >
      <strong>{point.name}</strong>
      <span>{point.started}</span>
      <span>{Math.round(point.rate * 100)}% passed</span>
    </div>
  );
}
