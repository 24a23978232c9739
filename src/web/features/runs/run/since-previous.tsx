import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useRunBefore } from '../../../../client/dashboard/run-before';
import { storeNotAnswering } from '../../../../client/dashboard/store-not-answering';
import { isRunFinished, type TestRun } from '../../../../contract/records';
import { FailureGroupTable } from '../../../components/failure-groups/failure-groups';
import { NeedsStore } from '../../../components/store-freshness/needs-store';
import { formatDateTime } from '../../../../format/format';
import { paths } from '../../../../routes/paths';
import { changeSummary } from './change-summary';
import { ComparePicker } from './compare-picker';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

/** At the top of a run: what changed since the previous run, and the ways to compare it with another. */
export function SincePrevious({ run }: { run: TestRun }) {
  const before = useRunBefore(run);
  const previous = before.data?.previous;
  // Without a store no earlier run can be found or searched: one line says so, in the picker's place too.
  if (storeNotAnswering(before.error))
    return (
      <section className="card stack since-previous" aria-label="Since the previous run">
        <NeedsStore what="Comparing with earlier runs" />
      </section>
    );
  let said: ReactNode;
  if (before.isError) said = <span className="muted">Could not find the previous run ({before.error.message}).</span>;
  else if (!before.data) said = <span className="muted">Looking for the previous run…</span>;
  else if (!previous) said = <span className="muted">No earlier run of this name or of these test cases.</span>;
  else
    said = (
      <>
        <strong>
          Since the previous run: {changeSummary(previous.counts)}
          {isRunFinished(run) ? '' : ' so far'}.
        </strong>{' '}
        <span className="muted">
          ({previous.matchedBy === 'name' ? 'same name' : 'same test cases'}, started{' '}
          <UnbrokenFormats text={formatDateTime(previous.STARTED_DATE, previous.STARTED_TIME)} />)
        </span>{' '}
        <Link className="print-hidden" to={paths.compareRuns.href(previous.RUN_ID, run.RUN_ID)}>
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

/** This run's failures grouped by cause, dated over the runs before it: the server's grouping over the store. */
export function RunFailureGroups({ run }: { run: TestRun }) {
  const before = useRunBefore(run);
  const runIds = useMemo(() => [run.RUN_ID], [run.RUN_ID]);
  if (storeNotAnswering(before.error)) return <NeedsStore what="Grouping the failures by cause" />;
  if (before.isError) return <p className="muted">Could not group the failures by cause ({before.error.message}).</p>;
  if (!before.data) return <p className="muted">Grouping the failures by cause…</p>;
  return (
    <FailureGroupTable
      groups={before.data.failureGroups}
      label="Failure causes in this run"
      runIds={runIds}
      fieldsRun={isRunFinished(run) ? run.RUN_ID : undefined}
    />
  );
}
