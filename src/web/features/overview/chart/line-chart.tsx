import { useState } from 'react';
import { ChartTooltip } from '../../../components/chart/chart-tooltip';
import { LinePlot } from '../../../components/chart/line-plot';
import { ChartLegend } from '../../../components/chart/chart-legend';
import { ACROSS_LINES, ALONG_A_LINE, type PlacedPoint, type PointMoves } from '../../../components/chart/point-links';
import { useElementWidth } from '../../../components/use-element-width';
import { ChartTable } from './chart-table';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

export interface ChartSeries {
  key: string;
  label: string;
  /** Its colour (components/chart/series.ts); by default its place. */
  colour?: number;
  /** One value per bucket; null where there is nothing to draw (a gap in the line). */
  values: (number | null)[];
}

export interface LineChartProps {
  /** Names the chart and its table. */
  title: string;
  /** One short axis label per bucket (`12 Nov`) and its full name for tooltips and the table. */
  buckets: { short: string; full: string; href: string }[];
  series: ChartSeries[];
  /** Where the value axis starts (0 unless given) and ends; `axisNote` says it where it is not 0. */
  yMin?: number;
  yMax: number;
  yTicks: number[];
  axisNote?: string;
  format: (value: number) => string;
  /** Shorter text for the axis; `format` when absent. */
  tickFormat?: (value: number) => string;
  /** What the chart says in a sentence, for everyone. */
  summary: string;
  /** A count per bucket the table shows beside the values (not drawn), e.g. executions left out of them. */
  counts?: { label: string; values: number[] };
}

const HEIGHT = 190;
const PAD = { left: 48, right: 14, top: 12, bottom: 26 };
/** Room for the axis's note above the plot. */
const NOTE_PAD = 24;
/** Room an axis label needs, so labels never crowd on a phone. */
const LABEL_SPACING = 64;

/** Up and Down go to the same bucket (or the nearest) on the next line, round from the last line to the first. */
const MOVES: PointMoves = { ...ALONG_A_LINE, ...ACROSS_LINES };

/**
 * A hand-drawn line chart over buckets (days or weeks): points to hover, focus (one tab stop, arrow keys) and
 * open, a sentence that sums it up and the same figures as a table (docs/decisions/0004-overview-charts.md).
 */
export function LineChart({
  title,
  buckets,
  series,
  yMin = 0,
  yMax,
  yTicks,
  axisNote,
  format,
  tickFormat = format,
  summary,
  counts,
}: LineChartProps) {
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const [shown, setShown] = useState<PlacedPoint>();
  const pad = axisNote ? { ...PAD, top: NOTE_PAD } : PAD;
  const plotWidth = Math.max(1, width - pad.left - pad.right);
  const x = (index: number) =>
    pad.left + (buckets.length > 1 ? (index / (buckets.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) =>
    HEIGHT -
    pad.bottom -
    ((Math.min(Math.max(value, yMin), yMax) - yMin) / (yMax - yMin || 1)) * (HEIGHT - pad.top - pad.bottom);
  const labelEvery = Math.max(1, Math.ceil(buckets.length / Math.max(1, Math.floor(plotWidth / LABEL_SPACING))));
  const placed = series.map((line) =>
    line.values.flatMap((value, index) =>
      value === null
        ? []
        : [
            {
              key: `${line.key}-${index}`,
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
      <div className="chart-frame" ref={frame}>
        <LinePlot
          label={title}
          width={width}
          height={HEIGHT}
          pad={pad}
          rows={yTicks.map((tick) => ({ key: tick, at: y(tick), label: tickFormat(tick) }))}
          axisNote={axisNote}
          columns={buckets.flatMap((bucket, index) =>
            index % labelEvery === 0 ? [{ key: bucket.full, at: x(index), label: bucket.short }] : [],
          )}
          lines={placed}
          colours={series.map((line, order) => line.colour ?? order)}
          moves={MOVES}
          onShow={setShown}
        />
        {shown ? (
          <ChartTooltip point={shown} side={shown.x > width / 2 ? 'end' : 'start'}>
            {shown.label}
          </ChartTooltip>
        ) : null}
      </div>
      {series.length > 1 ? <ChartLegend lines={series} /> : null}
      <figcaption className="muted">
        <UnbrokenFormats text={summary} />
      </figcaption>
      <ChartTable title={title} buckets={buckets} series={series} format={format} {...(counts ? { counts } : {})} />
    </figure>
  );
}
