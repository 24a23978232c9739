import { memo } from 'react';
import { formatDuration } from '../../../../format/format';
import { countOf } from '../../../../format/format-count';
import { bucketLabels } from '../chart/bucket-labels';
import { LineChart } from '../chart/line-chart';
import type { TileState } from '../data/tile-state';
import type { OverviewParams } from '../filters/overview-params';
import { runsHref } from '../overview-links';
import { RunList } from './run-list';
import { Tile, TileBody, TileEmpty } from './tile';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Gridlines on whole minutes (or hours) that cover the longest mean. */
function durationTicks(longest: number): { max: number; ticks: number[] } {
  const unit = longest > 2 * HOUR ? HOUR : longest > 10 * MINUTE ? 10 * MINUTE : MINUTE;
  const max = Math.max(unit, Math.ceil(longest / unit) * unit);
  return { max, ticks: [0, max / 2, max] };
}

export const DurationsTile = memo(function DurationsTile({
  state,
  params,
  onRetry,
}: {
  state: TileState<'durations'>;
  params: OverviewParams;
  onRetry: () => void;
}) {
  return (
    <Tile name="durations" reserve="21.5rem" title="Run duration" span="two">
      <TileBody state={state} what="the run durations" onRetry={onRetry}>
        {({ weekly, slowest, trend }) => {
          if (slowest.length === 0) return <TileEmpty title="No finished run in this range." />;
          const means = trend.map((point) => (point.runs > 0 ? point.meanMs : null));
          const longest = Math.max(...trend.map((point) => point.meanMs));
          const { max, ticks } = durationTicks(longest);
          const runs = trend.reduce((sum, point) => sum + point.runs, 0);
          const mean = trend.reduce((sum, point) => sum + point.meanMs * point.runs, 0) / runs;
          return (
            <div className="tile-columns">
              <div>
                <h3>Slowest runs</h3>
                <RunList label="Slowest runs" runs={slowest} />
              </div>
              <div>
                <h3>Mean duration per {weekly ? 'week' : 'day'}</h3>
                <LineChart
                  title={`Mean run duration per ${weekly ? 'week' : 'day'}`}
                  buckets={bucketLabels(trend, weekly, (range) => runsHref(params, range))}
                  series={[{ key: 'mean', label: 'Mean duration', values: means }]}
                  yMax={max}
                  yTicks={ticks}
                  format={formatDuration}
                  tickFormat={(ms) => (max > 2 * HOUR ? `${ms / HOUR} h` : `${ms / MINUTE} min`)}
                  summary={`${countOf(runs, 'finished run')} took ${formatDuration(mean)} on average; the slowest took ${formatDuration(slowest[0]!.ms)}.`}
                />
              </div>
            </div>
          );
        }}
      </TileBody>
    </Tile>
  );
});
