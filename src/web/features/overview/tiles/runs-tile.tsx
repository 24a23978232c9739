import type { UseQueryResult } from '@tanstack/react-query';
import { memo } from 'react';
import { isUnreachable } from '../../../../client/query-client';
import { useTestRun } from '../../../../client/test-runs/get-test-run';
import { ProgressBar } from '../../../components/progress-bar';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatDateTime } from '../../../../format/format';
import { isRunFinished, type ListedRun } from '../../../../contract/records';
import { paths } from '../../../../routes/paths';
import type { TileState } from '../data/tile-state';
import type { OverviewParams } from '../filters/overview-params';
import { RunList } from './run-list';
import { Tile, TileBody, WaitingForService } from './tile';

/** One run in progress, followed with the run page's own polling until it finishes. */
function RunProgress({ run }: { run: ListedRun }) {
  const live = useTestRun(run.RUN_ID).data ?? run;
  const done = live.TC_PASSED + live.TC_FAILED;
  return (
    <li>
      <a href={paths.run.href(run.RUN_ID)}>{run.NAME || run.RUN_ID}</a>
      <span className="muted">
        {run.STARTED_BY}, started {formatDateTime(run.STARTED_DATE, run.STARTED_TIME)}
      </span>
      <ProgressBar
        label={`Progress of ${run.NAME || run.RUN_ID}`}
        value={done}
        max={live.TC_TOTAL}
        text={isRunFinished(live) ? 'Finished' : `${done} of ${live.TC_TOTAL} test cases done`}
      />
    </li>
  );
}

export const RunsTile = memo(function RunsTile({
  latest,
  recent,
  params,
  onRetry,
}: {
  latest: TileState<'latest'>;
  /** The runs of the last two days (`useRunsInProgress`), read by the page, whose notice also waits on them. */
  recent: UseQueryResult<ListedRun[]>;
  params: OverviewParams;
  onRetry: () => void;
}) {
  const going = (recent.data ?? []).filter(
    (run) => !isRunFinished(run) && (params.types.length < 2 || params.types.includes(run.TYPE ?? '')),
  );
  return (
    <Tile name="runs" reserve="25.5rem" title="Runs" action={<a href={paths.runs.href()}>All runs</a>}>
      <h3>In progress</h3>
      {/* A failed refresh leaves the runs it had in place: the line under the filters says it failed. */}
      {recent.data === undefined && isUnreachable(recent.error) ? (
        <WaitingForService />
      ) : recent.data === undefined && recent.isError ? (
        <ErrorState
          error={recent.error}
          onRetry={() => void recent.refetch()}
          title="Could not load the runs in progress"
        />
      ) : recent.isPending ? (
        <LoadingState label="Loading the runs in progress" lines={1} />
      ) : going.length === 0 ? (
        <p className="muted">No run is in progress.</p>
      ) : (
        <ul className="tile-list" aria-label="Runs in progress">
          {going.map((run) => (
            <RunProgress key={run.RUN_ID} run={run} />
          ))}
        </ul>
      )}
      <h3>Latest finished</h3>
      <TileBody state={latest} what="the latest runs" onRetry={onRetry}>
        {(runs) =>
          runs.length === 0 ? (
            <p className="muted">No run finished in this range.</p>
          ) : (
            <RunList label="Latest finished runs" runs={runs} />
          )
        }
      </TileBody>
    </Tile>
  );
});
