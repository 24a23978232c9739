import type { LifecycleRow } from '../../../../contract/dashboard-api/lifecycle';
import { percent } from '../../../../analysis/flakiness';
import { unpadId } from '../../../../contract/ids';
import { paths } from '../../../../routes/paths';
import { LifecycleBadge } from '../../../components/lifecycle-badge/lifecycle-badge';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { UnbrokenFormats } from '../../../components/unbroken-formats';

const COLUMNS: SimpleColumn<LifecycleRow>[] = [
  {
    header: 'Test case',
    rowHeader: true,
    cell: (row) => {
      const id = unpadId(row.CASEID);
      return (
        <>
          <a href={paths.testCase.href(id)}>{row.DESCR || `Test case ${id}`}</a>
          <span className="muted quarantine-note">ID {id}</span>
        </>
      );
    },
  },
  { header: 'Class', cell: (row) => <LifecycleBadge lifecycleClass={row.class} /> },
  {
    header: 'Since',
    cell: ({ since }) => (
      <>
        <a href={paths.run.href(since.RUN_ID)}>{since.RUN_NAME || since.RUN_ID}</a>{' '}
        <span className="muted">
          <UnbrokenFormats text={`${since.STARTED_DATE} ${since.STARTED_TIME}`} />
        </span>
      </>
    ),
  },
  { header: 'Flaky score', className: 'nowrap', cell: (row) => (row.score === null ? '–' : percent(row.score)) },
];

/** A page of failing cases, each with its class, the run it dates from and its flaky score. */
export function LifecycleTable({ rows }: { rows: readonly LifecycleRow[] }) {
  return <SimpleTable caption="Failing test cases" columns={COLUMNS} rows={rows} rowKey={(row) => row.CASEID} />;
}
