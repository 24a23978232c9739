import { useState } from 'react';
import { useElementWidth } from '../../../components/use-element-width';
import { ChartTable } from './chart-table';
import { PointLinks, type PlacedPoint } from './point-links';

export interface ChartSeries {
  key: string;
  label: string;
  /** One value per bucket; null where there is nothing to draw (a gap in the line). */
  values: (number | null)[];
}

export interface LineChartProps {
  /** Names the chart and its table. */
  title: string;
  /** One short axis label per bucket (`12 Nov`) and its full name for tooltips and the table. */
  buckets: { short: string; full: string; href: string }[];
  series: ChartSeries[];
  yMax: number;
  yTicks: number[];
  format: (value: number) => string;
  /** Shorter text for the axis; `format` when absent. */
  tickFormat?: (value: number) => string;
  /** What the chart says in a sentence, for everyone. */
  summary: string;
}

const HEIGHT = 190;
const PAD = { left: 48, right: 14, top: 12, bottom: 26 };
/** Room an axis label needs, so labels never crowd on a phone. */
const LABEL_SPACING = 64;

/** The line through the points; a bucket without a value breaks it rather than bridging the gap. */
const path = (points: PlacedPoint[]) =>
  points
    .map((point, at) => {
      const command = at > 0 && points[at - 1]!.index === point.index - 1 ? 'L' : 'M';
      return `${command}${point.x.toFixed(1)},${point.y.toFixed(1)}`;
    })
    .join(' ');

/**
 * A hand-drawn line chart over buckets (days or weeks): points to hover, focus (one tab stop, arrow keys) and
 * open, a sentence that sums it up and the same figures as a table (docs/decisions/0004-overview-charts.md).
 */
export function LineChart({
  title,
  buckets,
  series,
  yMax,
  yTicks,
  format,
  tickFormat = format,
  summary,
}: LineChartProps) {
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const [shown, setShown] = useState<PlacedPoint>();
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const x = (index: number) =>
    PAD.left + (buckets.length > 1 ? (index / (buckets.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) =>
    HEIGHT - PAD.bottom - (Math.min(value, yMax) / (yMax || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const labelEvery = Math.max(1, Math.ceil(buckets.length / Math.max(1, Math.floor(plotWidth / LABEL_SPACING))));
  const placed = series.map((line, order) =>
    line.values.flatMap((value, index) =>
      value === null
        ? []
        : [
            {
              key: `${line.key}-${index}`,
              series: order,
              index,
              x: x(index),
              y: y(value),
              href: buckets[index]!.href,
              label: `${series.length > 1 ? `${line.label}, ` : ''}${buckets[index]!.full}: ${format(value)}`,
            },
          ],
    ),
  );

  return (
    <figure className="line-chart">
      <div className="line-chart-frame" ref={frame}>
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="group" aria-label={title}>
          <g aria-hidden="true">
            {yTicks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="oc-grid" />
                <text x={PAD.left - 6} y={y(tick) + 4} className="oc-label" textAnchor="end">
                  {tickFormat(tick)}
                </text>
              </g>
            ))}
            {buckets.map((bucket, index) =>
              index % labelEvery === 0 ? (
                <text key={bucket.full} x={x(index)} y={HEIGHT - 6} className="oc-label" textAnchor="middle">
                  {bucket.short}
                </text>
              ) : null,
            )}
            {placed.map((points, order) => (
              <path key={series[order]!.key} d={path(points)} className={`oc-line series-${order}`} />
            ))}
          </g>
          <PointLinks series={placed} onShow={setShown} />
        </svg>
        {shown ? (
          <div
            className={`oc-tooltip ${shown.x > width / 2 ? 'side-end' : 'side-start'} ${shown.y < 70 ? 'below' : 'above'}`}
            style={{ left: shown.x, top: shown.y }}
            aria-hidden="true"
          >
            {shown.label}
          </div>
        ) : null}
      </div>
      {series.length > 1 ? (
        <ul className="chart-legend" aria-label="Lines">
          {series.map((line, order) => (
            <li key={line.key}>
              <span className={`legend-swatch series-${order}`} aria-hidden="true" />
              {line.label}
            </li>
          ))}
        </ul>
      ) : null}
      <figcaption className="muted">{summary}</figcaption>
      <ChartTable title={title} buckets={buckets} series={series} format={format} />
    </figure>
  );
}
