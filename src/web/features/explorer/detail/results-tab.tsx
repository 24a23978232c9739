import { useTestCaseResults } from '../../../../client/test-cases/get-test-case-results';
import { paths } from '../../../../routes/paths';
import { runTypeText } from '../../../../contract/codes';
import type { CaseResult } from '../../../../contract/records';
import { formatDateTime, formatElapsed } from '../../../../format/format';
import { QueryView } from '../../../components/query-view/query-view';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { EmptyState } from '../../../components/states';
import { StatusBadge } from '../../../components/status-badge';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import { newestFirst } from './newest-first';

// The message right after the status: it says why a result failed, the question a tester opens this tab with,
// and at the end of nine columns it was squeezed to a few words a line or cut off at the screen's edge.
const COLUMNS: SimpleColumn<CaseResult>[] = [
  {
    header: 'Status',
    cell: (result) => (
      <>
        <StatusBadge code={result.STATUS} text={result.STATUS_TXT} />
        {/* On a phone the Started column is off screen, and the runs of one name differ by it: it shows here too,
            to the eye only (the column says it to a screen reader). */}
        <span className="result-started muted" aria-hidden="true">
          {startedText(result)}
        </span>
      </>
    ),
  },
  { header: 'Message', className: 'result-message', cell: (result) => result.MESSAGE },
  {
    header: 'Run',
    className: 'run-cell',
    // The run names the result: a screen reader says it as it moves along the row.
    rowHeader: true,
    // A long name is cut to keep the columns on screen; the title holds it whole. The run's type goes under it
    // rather than in a column of its own, which pushed "Started by" off a 1440 px screen beside the tree.
    cell: (result) => {
      const name = result.RUN_NAME || result.RUN_ID;
      return (
        <>
          <a className="run-name" href={paths.run.href(result.RUN_ID)} title={name}>
            <UnbrokenFormats text={name} />
          </a>
          {result.TYPE ? <span className="run-type muted">{runTypeText(result.TYPE) ?? result.TYPE}</span> : null}
        </>
      );
    },
  },
  {
    header: 'Started',
    className: 'nowrap',
    cell: startedText,
  },
  { header: 'Ended', className: 'nowrap', cell: endedText },
  { header: 'Duration', className: 'nowrap', cell: (result) => formatElapsed(result) || '—' },
  { header: 'Started by', cell: (result) => result.STARTED_BY },
  { header: 'Landscape', cell: (result) => result.LANDSCAPE_ID },
];

/** The result history of a test case, newest first. */
export function ResultsTab({ caseId }: { caseId: string }) {
  return (
    <QueryView
      query={useTestCaseResults(caseId)}
      loading="Loading results"
      error="Could not load the results"
      empty={
        <EmptyState title="This test case has not run yet">
          Start a run from the folder's list or from New run.
        </EmptyState>
      }
    >
      {(results) => (
        <SimpleTable
          caption="Results, newest first"
          className="results-table"
          columns={COLUMNS}
          // Sorted here: the service does not promise an order.
          rows={newestFirst(results, (result) => `${result.STARTED_DATE} ${result.STARTED_TIME}`)}
          rowKey={(result) => result.RUN_ID}
        />
      )}
    </QueryView>
  );
}

function startedText(result: CaseResult): string {
  return formatDateTime(result.STARTED_DATE, result.STARTED_TIME);
}

/** The end, without its date when that is the start's (most results end the day they start): a narrower column. */
function endedText(result: CaseResult): string {
  if (!result.END_DATE) return '—';
  return result.END_DATE === result.STARTED_DATE
    ? result.END_TIME.slice(0, 5)
    : formatDateTime(result.END_DATE, result.END_TIME);
}
