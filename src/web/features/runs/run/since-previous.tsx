import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePreviousRuns } from '../../../../client/test-runs/previous-runs';
import { useRunsWithDetails } from '../../../../client/test-runs/runs-with-details';
import { compareRuns } from '../../../../analysis/compare-runs';
import { isRunFinished, type TestRun } from '../../../../contract/records';
import { FailureGroups } from '../../../components/failure-groups/failure-groups';
import { formatDateTime } from '../../../../format/format';
import { paths } from '../../../../routes/paths';
import { changeSummary } from './change-summary';
import { ComparePicker } from './compare-picker';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

const NO_RUNS: string[] = [];

/** The runs before this one (newest first) with their results: the previous run, and the history that dates causes. */
function useRunHistory(run: TestRun) {
  const previous = usePreviousRuns(run);
  const history = useRunsWithDetails(previous.data?.runIds ?? NO_RUNS);
  return { previous, history };
}

/** At the top of a run: what changed since the previous run, and the ways to compare it with another. */
export function SincePrevious({ run }: { run: TestRun }) {
  const { previous, history } = useRunHistory(run);
  // The summary needs only the previous run; the older ones date the failure causes and may come later.
  const previousId = previous.data?.runIds[0];
  const before = history.runs.find((each) => each.RUN_ID === previousId);
  const counts = useMemo(() => (before ? compareRuns(before, run).counts : undefined), [before, run]);
  let said: ReactNode;
  if (previous.isPending || (previousId && !before && !history.error))
    said = <span className="muted">Looking for the previous run…</span>;
  else if (previous.isError || history.error)
    said = (
      <span className="muted">Could not find the previous run ({(previous.error ?? history.error)!.message}).</span>
    );
  else if (!before || !counts)
    said = <span className="muted">No earlier run of this name or of these test cases.</span>;
  else
    said = (
      <>
        <strong>
          Since the previous run: {changeSummary(counts)}
          {isRunFinished(run) ? '' : ' so far'}.
        </strong>{' '}
        <span className="muted">
          ({previous.data?.matchedBy === 'name' ? 'same name' : 'same test cases'}, started{' '}
          <UnbrokenFormats text={formatDateTime(before.STARTED_DATE, before.STARTED_TIME)} />)
        </span>{' '}
        <Link className="print-hidden" to={paths.compareRuns.href(before.RUN_ID, run.RUN_ID)}>
          Compare with the previous run
        </Link>
      </>
    );
  return (
    <section className="card stack since-previous" aria-label="Since the previous run">
      <p className="since-previous-line">{said}</p>
      <ComparePicker run={run} />
    </section>
  );
}

/** This run's failures grouped by cause, dated over the runs before it. */
export function RunFailureGroups({ run }: { run: TestRun }) {
  const runs = useMemo(() => [run], [run]);
  const { history } = useRunHistory(run);
  return <FailureGroups runs={runs} history={history.runs} label="Failure causes in this run" />;
}
