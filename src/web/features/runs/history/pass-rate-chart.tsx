import { useMemo, useState } from 'react';
import type { RunsChart } from '../../../../contract/dashboard-api/runs';
import { countOf } from '../../../../format/format-count';
import { paths } from '../../../../routes/paths';
import { ChartTooltip } from '../../../components/chart/chart-tooltip';
import { LinePlot } from '../../../components/chart/line-plot';
import { ChartLegend } from '../../../components/chart/chart-legend';
import { ACROSS_LINES, ALONG_A_LINE, type PlacedPoint, type PointMoves } from '../../../components/chart/point-links';
import { rateAxis } from '../../../components/chart/rate-axis';
import { typeColour } from '../../../components/chart/series';
import { useElementWidth } from '../../../components/use-element-width';
import { chartLines, chartPoints, timeTicks, type ChartPoint } from './chart-model';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

const HEIGHT = 170;
/** The top leaves room for the axis's note ("Axis from 70%"). */
const PAD = { left: 40, right: 14, top: 24, bottom: 26 };
/** Room a date label needs, so the axis never crowds its labels on a phone. */
const TICK_SPACING = 80;
const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const average = (rates: readonly number[]) => rates.reduce((sum, rate) => sum + rate, 0) / rates.length;

/** A line of runs per type, oldest to newest: Up and Down to the run of another type nearest in time, Page Up and Down ten at a time. */
const MOVES: PointMoves = {
  ...ALONG_A_LINE,
  ...ACROSS_LINES,
  PageUp: (line, index) => [line, index + 10],
  PageDown: (line, index) => [line, index - 10],
};

type RunPoint = ChartPoint & PlacedPoint & { typeName: string };

/** What the chart covers: all the list's `runs`, or the newest of them (the answer holds at most 200). */
function covers(points: readonly ChartPoint[], runs: number): string {
  const from = points[0]!.started.slice(0, 10);
  const to = points.at(-1)!.started.slice(0, 10);
  const which =
    points.length === runs
      ? `all ${points.length} runs`
      : `the newest ${points.length} finished of ${countOf(runs, 'run')}`;
  return `Pass rate of ${which}, ${from} to ${to}`;
}

/**
 * Pass rate of the list's newest finished runs over time: points to hover, focus and open, with a text
 * alternative. While its answer is on its way, its place is held, so the table below does not jump down when the
 * chart appears.
 */
export function PassRateChart({ chart, runs }: { chart: RunsChart | undefined; runs: number }) {
  const points = useMemo(() => chartPoints(chart?.points ?? []), [chart]);
  const lines = useMemo(() => chartLines(points), [points]);
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const [shown, setShown] = useState<RunPoint>();
  if (points.length < 2)
    return chart === undefined ? (
      <figure className="pass-rate-chart" aria-busy="true" aria-labelledby="pass-rate-caption">
        <div className="chart-pending" style={{ height: HEIGHT }} />
        {/* The legend's line, held too: the table below stays where it is when the chart comes. */}
        <div className="chart-legend" aria-hidden="true" />
        <figcaption id="pass-rate-caption" className="muted">
          Drawing the pass rate of the newest runs…
        </figcaption>
      </figure>
    ) : null;

  const first = points[0]!.time;
  const last = points.at(-1)!.time;
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const x = (time: number) => PAD.left + (last > first ? ((time - first) / (last - first)) * plotWidth : plotWidth / 2);
  const rates = points.map((point) => point.rate);
  const axis = rateAxis(rates);
  const y = (rate: number) =>
    HEIGHT - PAD.bottom - ((rate - axis.min) / (1 - axis.min)) * (HEIGHT - PAD.top - PAD.bottom);
  const several = lines.length > 1;
  const placed: RunPoint[][] = lines.map((line) =>
    line.points.map((point, index) => ({
      ...point,
      typeName: line.label,
      key: point.runId,
      index,
      x: x(point.time),
      y: y(point.rate),
      href: paths.run.href(point.runId),
      label: `${point.name}, ${point.started}: ${percent(point.rate)} passed${several ? ` (${line.label})` : ''}`,
    })),
  );
  const summary = `${covers(points, runs)}: average ${percent(average(rates))}, lowest ${percent(Math.min(...rates))}, latest ${percent(rates.at(-1)!)}.`;

  return (
    <figure className="pass-rate-chart" aria-labelledby="pass-rate-caption">
      <div className="chart-frame" ref={frame}>
        <LinePlot
          label="Pass rate over time, one point per run"
          describedBy="pass-rate-keys"
          width={width}
          height={HEIGHT}
          pad={PAD}
          rows={axis.ticks.map((rate) => ({ key: rate, at: y(rate), label: percent(rate) }))}
          axisNote={axis.note}
          columns={timeTicks(first, last, Math.floor(plotWidth / TICK_SPACING)).map((tick) => ({
            key: tick.time,
            at: x(tick.time),
            label: tick.label,
          }))}
          marks
          lines={placed}
          colours={lines.map((line) => typeColour(line.type))}
          moves={MOVES}
          onShow={setShown}
        />
        {shown ? <RunTooltip point={shown} width={width} /> : null}
      </div>
      <ChartLegend
        lines={lines.map((line) => ({ key: line.type, label: line.label, colour: typeColour(line.type) }))}
      />
      <figcaption id="pass-rate-caption" className="muted">
        <UnbrokenFormats text={summary} />
      </figcaption>
      <p id="pass-rate-keys" className="visually-hidden">
        Each point is a run, on a line per run type: Left and Right move along a line, Up and Down to the nearest run of
        the next type, Enter opens the run.
      </p>
    </figure>
  );
}

/** The run under the pointer or keyboard focus, kept inside the chart (its middle third centres it). */
function RunTooltip({ point, width }: { point: RunPoint; width: number }) {
  const side = point.x < width / 3 ? 'start' : point.x > (width * 2) / 3 ? 'end' : 'middle';
  return (
    <ChartTooltip point={point} side={side}>
      <strong>{point.name}</strong>
      <span>{point.typeName}</span>
      <span>{point.started}</span>
      <span>{Math.round(point.rate * 100)}% passed</span>
    </ChartTooltip>
  );
}
