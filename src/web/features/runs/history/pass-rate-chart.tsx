import { useMemo, useState } from 'react';
import type { ListedRun } from '../../../../contract/records';
import { paths } from '../../../../routes/paths';
import { ChartTooltip } from '../../../components/chart/chart-tooltip';
import { LinePlot } from '../../../components/chart/line-plot';
import { ALONG_A_LINE, type PlacedPoint, type PointMoves } from '../../../components/chart/point-links';
import { useElementWidth } from '../../../components/use-element-width';
import { chartPoints, timeTicks, type ChartPoint } from './chart-model';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

const HEIGHT = 170;
const PAD = { left: 40, right: 14, top: 14, bottom: 26 };
/** Room a date label needs, so the axis never crowds its labels on a phone. */
const TICK_SPACING = 80;
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** One line of runs, oldest to newest: Up goes to a newer run as Right does, Page Up and Down ten at a time. */
const MOVES: PointMoves = {
  ...ALONG_A_LINE,
  ArrowUp: (line, index) => [line, index + 1],
  ArrowDown: (line, index) => [line, index - 1],
  PageUp: (line, index) => [line, index + 10],
  PageDown: (line, index) => [line, index - 10],
};

type RunPoint = ChartPoint & PlacedPoint;

/**
 * Pass rate of the shown finished runs over time: points to hover, focus and open, with a text alternative.
 * While the runs are still `arriving` and too few are drawn, its place is held, so the table below does not
 * jump down when the chart appears.
 */
export function PassRateChart({ runs, arriving }: { runs: readonly ListedRun[]; arriving: boolean }) {
  const points = useMemo(() => chartPoints(runs), [runs]);
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const [shown, setShown] = useState<RunPoint>();
  if (points.length < 2)
    return arriving ? (
      <figure className="pass-rate-chart" aria-busy="true" aria-labelledby="pass-rate-caption">
        <div className="chart-pending" style={{ height: HEIGHT }} />
        <figcaption id="pass-rate-caption" className="muted">
          Drawing the pass rate of the newest runs…
        </figcaption>
      </figure>
    ) : null;

  const first = points[0]!.time;
  const last = points.at(-1)!.time;
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const x = (time: number) => PAD.left + (last > first ? ((time - first) / (last - first)) * plotWidth : plotWidth / 2);
  const y = (rate: number) => HEIGHT - PAD.bottom - rate * (HEIGHT - PAD.top - PAD.bottom);
  const placed: RunPoint[] = points.map((point, index) => ({
    ...point,
    key: point.runId,
    index,
    x: x(point.time),
    y: y(point.rate),
    href: paths.run.href(point.runId),
    label: `${point.name}, ${point.started}: ${percent(point.rate)} passed`,
  }));
  const rates = points.map((point) => point.rate);
  const average = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  const summary = `Pass rate of ${points.length} runs from ${points[0]!.started.slice(0, 10)} to ${points.at(-1)!.started.slice(0, 10)}: average ${percent(average)}, lowest ${percent(Math.min(...rates))}, latest ${percent(rates.at(-1)!)}.`;

  return (
    <figure className="pass-rate-chart" aria-labelledby="pass-rate-caption">
      <div className="chart-frame" ref={frame}>
        <LinePlot
          label="Pass rate over time, one point per run"
          describedBy="pass-rate-keys"
          width={width}
          height={HEIGHT}
          pad={PAD}
          rows={[0, 0.5, 1].map((rate) => ({ key: rate, at: y(rate), label: percent(rate) }))}
          columns={timeTicks(first, last, Math.floor(plotWidth / TICK_SPACING)).map((tick) => ({
            key: tick.time,
            at: x(tick.time),
            label: tick.label,
          }))}
          marks
          lines={[placed]}
          moves={MOVES}
          onShow={setShown}
        />
        {shown ? <RunTooltip point={shown} width={width} /> : null}
      </div>
      <figcaption id="pass-rate-caption" className="muted">
        <UnbrokenFormats text={summary} />
      </figcaption>
      <p id="pass-rate-keys" className="visually-hidden">
        Each point is a run: the arrow keys move between them, Enter opens the run.
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
      <span>{point.started}</span>
      <span>{Math.round(point.rate * 100)}% passed</span>
    </ChartTooltip>
  );
}
