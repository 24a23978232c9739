import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { compareRuns } from '../../../../analysis/compare-runs';
import type { Change } from '../../../../contract/run-changes';
import type { TestRun } from '../../../../contract/records';
import { DataTable, type TableState, UNSORTED_UNFILTERED } from '../../../components/data-table/data-table';
import { FailureGroups } from '../../../components/failure-groups/failure-groups';
import { paths } from '../../../../routes/paths';
import { CHANGE_COLUMNS, CHANGE_WIDTHS } from './change-columns';
import { ChangeFilter } from './change-filter';
import { CHANGE_LABELS } from './change-labels';
import { ComparedRun } from './compared-run';
import './compare.css';

interface Props {
  base: TestRun;
  current: TestRun;
  shown: Change | undefined;
  onShow: (change: Change | undefined) => void;
}

/** Two runs case by case: the groups with their counts, the test cases of the group shown, the failure causes. */
export function CompareView({ base, current, shown, onShow }: Props) {
  const comparison = useMemo(() => compareRuns(base, current), [base, current]);
  const rows = useMemo(
    () => (shown ? comparison.rows.filter((row) => row.change === shown) : comparison.rows),
    [comparison, shown],
  );
  const runs = useMemo(() => [base, current], [base, current]);
  const [table, setTable] = useState<TableState>(UNSORTED_UNFILTERED);
  return (
    <>
      <div className="compared-runs">
        <ComparedRun which="Base run" run={base} />
        <ComparedRun which="Compared run" run={current} />
      </div>
      {base.RUN_ID === current.RUN_ID ? (
        // A link typed or edited by hand: every case would read "still …", which looks like a real comparison.
        <p role="note" className="warning-note">
          Both sides are the same run, so nothing can have changed.{' '}
          <Link to={paths.run.href(current.RUN_ID)}>Open the run</Link> to compare it with another one.
        </p>
      ) : (
        <p>
          <Link to={paths.compareRuns.href(current.RUN_ID, base.RUN_ID)}>Swap the runs</Link>
        </p>
      )}
      <section className="stack" aria-labelledby="changes-heading">
        <h2 id="changes-heading">What changed</h2>
        <ChangeFilter counts={comparison.counts} total={comparison.rows.length} shown={shown} onShow={onShow} />
        <DataTable
          label={shown ? CHANGE_LABELS[shown] : 'All test cases of both runs'}
          data={rows}
          columns={CHANGE_COLUMNS}
          rowName="Test case"
          columnWidths={CHANGE_WIDTHS}
          getRowId={(row) => row.caseId}
          state={table}
          onStateChange={setTable}
          scrollsWithPage
          empty={<p className="muted">No test case in this group.</p>}
        />
      </section>
      <section className="stack" aria-labelledby="causes-heading">
        <h2 id="causes-heading">Failures by cause</h2>
        <FailureGroups runs={runs} label="Failure causes in both runs" />
      </section>
    </>
  );
}
