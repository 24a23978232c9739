import { memo } from 'react';
import type { PassRatePoint } from '../../../../analysis/overview/pass-rate-tally';
import { runTypeText } from '../../../../contract/codes';
import { countOf } from '../../../../format/format-count';
import { rateAxis } from '../../../components/chart/rate-axis';
import { compareTypes, typeColour } from '../../../components/chart/series';
import { bucketLabels } from '../chart/bucket-labels';
import { LineChart, type ChartSeries } from '../chart/line-chart';
import type { TileState } from '../data/tile-state';
import type { OverviewParams } from '../filters/overview-params';
import { runsHref } from '../overview-links';
import { Tile, TileBody, TileEmpty } from './tile';

const rates = (points: PassRatePoint[]) =>
  points.map((point) => (point.finished > 0 ? point.passed / point.finished : null));
const percent = (value: number) => `${Math.round(value * 100)}%`;
const typeName = (code: string) => runTypeText(code) ?? (code || 'No type');

/** The aborts the outage rule matched over a series' buckets. */
const outagesIn = (points: readonly PassRatePoint[]) => points.reduce((sum, point) => sum + point.outages, 0);

/** Outages are neither passes nor failures of the tests (the outage rule): the sentence says how many are left out. */
function outagesNote(points: PassRatePoint[]): string {
  const outages = outagesIn(points);
  return outages > 0 ? ` ${countOf(outages, 'abort')} in outages not counted.` : '';
}

function summaryOf(points: PassRatePoint[], weekly: boolean): string {
  const passed = points.reduce((sum, point) => sum + point.passed, 0);
  const finished = points.reduce((sum, point) => sum + point.finished, 0);
  const withRuns = points.filter((point) => point.finished > 0);
  const lowest = withRuns.reduce((low, point) =>
    point.passed / point.finished < low.passed / low.finished ? point : low,
  );
  const latest = withRuns.at(-1)!;
  const unit = weekly ? 'week' : 'day';
  return `Pass rate per ${unit}: ${percent(passed / finished)} over the range; lowest ${percent(lowest.passed / lowest.finished)} (${unit} of ${lowest.from}); latest ${percent(latest.passed / latest.finished)} (${unit} of ${latest.from}).${outagesNote(points)}`;
}

export const PassRateTile = memo(function PassRateTile({
  state,
  params,
  onChange,
  onRetry,
}: {
  state: TileState<'passRate'>;
  params: OverviewParams;
  onChange: (next: Partial<OverviewParams>) => void;
  onRetry: () => void;
}) {
  return (
    <Tile
      name="pass-rate"
      reserve="19.5rem"
      title="Pass rate over time"
      span="two"
      action={
        <label className="checkbox">
          <input
            type="checkbox"
            checked={params.split}
            onChange={(event) => onChange({ split: event.target.checked })}
          />
          One line per run type
        </label>
      }
    >
      <TileBody state={state} what="the pass rate" onRetry={onRetry}>
        {(data) => {
          if (!data.all.some((point) => point.finished > 0))
            return (
              <TileEmpty title="No finished executions in this range.">
                {outagesIn(data.all) > 0
                  ? `Its ${countOf(outagesIn(data.all), 'abort')} in outages are not counted.`
                  : null}
              </TileEmpty>
            );
          // In the types' colours and order, as the runs list's chart has them.
          const series: ChartSeries[] = params.split
            ? Object.entries(data.byType)
                .toSorted(([a], [b]) => compareTypes(a, b))
                .map(([code, points]) => ({
                  key: code,
                  label: typeName(code),
                  colour: typeColour(code),
                  values: rates(points),
                }))
            : [{ key: 'all', label: 'All runs', values: rates(data.all) }];
          const buckets = bucketLabels(data.all, data.weekly, (range) => runsHref(params, range));
          const axis = rateAxis(series.flatMap((line) => line.values.filter((value) => value !== null)));
          return (
            <LineChart
              title={`Pass rate per ${data.weekly ? 'week' : 'day'}`}
              buckets={buckets}
              series={series}
              yMin={axis.min}
              yMax={1}
              yTicks={axis.ticks}
              axisNote={axis.note}
              format={percent}
              summary={summaryOf(data.all, data.weekly)}
              {...(outagesIn(data.all) > 0
                ? { counts: { label: 'Outages', values: data.all.map((point) => point.outages) } }
                : {})}
            />
          );
        }}
      </TileBody>
    </Tile>
  );
});
