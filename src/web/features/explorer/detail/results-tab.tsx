import { useState } from 'react';
import { useCasePage } from '../../../../client/test-cases/case-page';
import { CASE_RESULT_PAGE_ROWS, useCaseResultPage } from '../../../../client/test-cases/case-result-pages';
import type { CaseResultPageRow } from '../../../../contract/dashboard-api/test-case';
import { ReadOnlyNote } from '../../../components/triage/read-only-note';
import { TriageDialog } from '../../../components/triage/triage-dialog';
import { TriageMark } from '../../../components/triage/triage-mark';
import { useResultTriage, type ResultTriage } from './result-triage';
import { paths } from '../../../../routes/paths';
import { runTypeText } from '../../../../contract/codes';
import { formatDateTime, formatElapsed } from '../../../../format/format';
import { QueryView } from '../../../components/query-view/query-view';
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table/simple-table';
import { EmptyState } from '../../../components/states';
import { StatusBadge } from '../../../components/status-badge';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import { PageButtons } from '../../../components/page-buttons/page-buttons';

const MESSAGE_COLUMN: SimpleColumn<CaseResultPageRow> = {
  header: 'Message',
  className: 'result-message',
  cell: (result) => result.MESSAGE,
};

// The message right after the status: it says why a result failed, the question a tester opens this tab with,
// and at the end of nine columns it was squeezed to a few words a line or cut off at the screen's edge.
const COLUMNS: SimpleColumn<CaseResultPageRow>[] = [
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
  MESSAGE_COLUMN,
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
  // No Landscape column: the service tells a result's landscape only in the case's own history, which the store
  // does not read (its sync reads runs, whose records lack it); the case's landscape is on the Overview tab.
];

/**
 * With triage, how each failure meets the decisions and its own Triage action, under its message: a column of
 * their own pushed "Started by" off a 1440 px screen beside the tree, and they answer the message's question.
 */
function columnsWith(
  triage: ResultTriage | null,
  onTriage: (result: CaseResultPageRow) => void,
): SimpleColumn<CaseResultPageRow>[] {
  if (!triage) return COLUMNS;
  const message: SimpleColumn<CaseResultPageRow> = {
    ...MESSAGE_COLUMN,
    cell: (result) => {
      const verdict = result.triage;
      return (
        <>
          {result.MESSAGE}
          {verdict ? (
            <span className="triage-cell">
              <TriageMark triage={verdict} ticketUrl={triage.settings.ticketUrl} />
              <button
                type="button"
                className="button"
                aria-label={`Triage the failure in ${result.RUN_NAME || result.RUN_ID}, ${startedText(result)}`}
                aria-haspopup="dialog"
                onClick={() => onTriage(result)}
              >
                Triage
              </button>
            </span>
          ) : null}
        </>
      );
    },
  };
  return COLUMNS.map((column) => (column === MESSAGE_COLUMN ? message : column));
}

/** An undecided failure is suggested past decisions (applying one decides its signature); a decided one is not. */
function suggestionTarget(triage: ResultTriage, result: CaseResultPageRow) {
  const target = triage.targetOf(result);
  if (result.triage?.state !== 'undecided' || target.kind !== 'failure') return [];
  return [{ RUN_ID: target.RUN_ID, CASEID: target.CASEID, OBJDEFID: '' }];
}

/** The result history of a test case, newest first, a page at a time. */
export function ResultsTab({ caseId }: { caseId: string }) {
  const triage = useResultTriage(useCasePage(caseId).data?.testCase);
  const [triaged, setTriaged] = useState<CaseResultPageRow>();
  const columns = columnsWith(triage, setTriaged);
  return (
    <>
      {triage ? <ReadOnlyNote settings={triage.settings} /> : null}
      {triage && triaged ? (
        <TriageDialog
          title={`Triage: the failure in ${triaged.RUN_NAME || triaged.RUN_ID}, ${startedText(triaged)}`}
          targets={[triage.targetOf(triaged)]}
          decisions={[triage.ownDecisionOf(triaged)].filter((decision) => decision !== undefined)}
          settings={triage.settings}
          suggestFor={suggestionTarget(triage, triaged)}
          onClose={() => setTriaged(undefined)}
        />
      ) : null}
      <ResultsTable caseId={caseId} columns={columns} />
    </>
  );
}

function ResultsTable({ caseId, columns }: { caseId: string; columns: SimpleColumn<CaseResultPageRow>[] }) {
  const [offset, setOffset] = useState(0);
  const page = useCaseResultPage(caseId, offset);
  return (
    <QueryView
      query={page}
      loading="Loading results"
      error="Could not load the results"
      empty={
        <EmptyState title="This test case has not run yet">
          Start a run from the folder's list or from New run.
        </EmptyState>
      }
      isEmpty={(answer) => answer.total === 0}
    >
      {({ rows, total }) => (
        <div className="stack">
          <SimpleTable
            caption="Results, newest first"
            className="results-table"
            columns={columns}
            rows={rows}
            rowKey={(result) => result.RUN_ID}
          />
          {total > CASE_RESULT_PAGE_ROWS ? (
            <PageButtons
              label="Result pages"
              words={{ before: 'Newer results', after: 'Older results', rows: 'results' }}
              offset={offset}
              pageRows={CASE_RESULT_PAGE_ROWS}
              shown={rows.length}
              total={total}
              busy={page.isPlaceholderData}
              onPage={setOffset}
            />
          ) : null}
        </div>
      )}
    </QueryView>
  );
}

function startedText(result: CaseResultPageRow): string {
  return formatDateTime(result.STARTED_DATE, result.STARTED_TIME);
}

/** The end, without its date when that is the start's (most results end the day they start): a narrower column. */
function endedText(result: CaseResultPageRow): string {
  if (!result.END_DATE) return '—';
  return result.END_DATE === result.STARTED_DATE
    ? result.END_TIME.slice(0, 5)
    : formatDateTime(result.END_DATE, result.END_TIME);
}
