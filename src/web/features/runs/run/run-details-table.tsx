import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { paths } from '../../../../routes/paths';
import { routeSchemas } from '../../../../routes/route-schemas';
import { elapsedMs } from '../../../../contract/date-time';
import { unpadId } from '../../../../contract/ids';
import type { RunDetail } from '../../../../contract/records';
import type { FieldKind } from '../../../../contract/dashboard-api/field-ledger';
import type { ExplainedFailure } from '../../../../contract/dashboard-api/run-fields';
import { formatElapsed } from '../../../../format/format';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { DataTable, type TableState, UNSORTED_UNFILTERED } from '../../../components/data-table/data-table';
import type { DataTableFeatures } from '../../../components/data-table/table-features';
import { CutText, cutCell } from '../../../components/data-table/cut-text';
import { StatusBadge } from '../../../components/status-badge';
import { failuresFirst } from './failures-first';

/** A test case of the run, with the kinds of its failing fields where every one is noise or a known drift. */
type CaseRow = RunDetail & { explainedBy?: readonly FieldKind[] | undefined };

const helper = createColumnHelper<DataTableFeatures, CaseRow>();
/** A failure's note where its every failing field is noise or a known drift (GET /api/run/fields). */
const explainedWords = (kinds: readonly FieldKind[]) => (kinds.length === 1 ? `${kinds[0]} only` : 'noise, drift only');

/**
 * The columns for the run `runId`, which goes with each test case's link (its payloads then compare that run's
 * output). The failures' notes come with the rows: new columns would mount every cell anew when they arrive.
 */
const columnsOf = (runId: string) =>
  helper.columns([
    helper.accessor((row) => row.STATUS_TXT || row.STATUS, {
      id: 'Status',
      header: 'Status',
      cell: (info) => {
        const kinds = info.row.original.explainedBy;
        return (
          <>
            <StatusBadge code={info.row.original.STATUS} text={info.row.original.STATUS_TXT} />
            {kinds ? <span className="explained-failure muted"> {explainedWords(kinds)}</span> : null}
          </>
        );
      },
    }),
    helper.accessor((row) => unpadId(row.CASEID), {
      id: 'Test case',
      header: 'Test case',
      cell: (info) => <a href={paths.testCase.href(info.getValue(), 'overview', { run: runId })}>{info.getValue()}</a>,
    }),
    helper.accessor('DESCR', {
      id: 'Description',
      header: 'Description',
      cell: cutCell,
    }),
    helper.accessor('MESSAGE', { id: 'Message', header: 'Message', cell: cutCell }),
    // Sorted by the time itself; a case without both ends (still to come, or odd times) sorts last and shows a dash.
    helper.accessor((row) => (Number.isFinite(elapsedMs(row)) && elapsedMs(row) >= 0 ? elapsedMs(row) : undefined), {
      id: 'Duration',
      header: 'Duration',
      enableColumnFilter: false,
      sortUndefined: 'last',
      cell: (info) => formatElapsed(info.row.original) || '—',
    }),
    // Set as a code, as in a folder's list: a 32-character message ID fits at 1440 px (in sans-serif it did not);
    // narrower, it is cut, whole in its title.
    helper.accessor('DOCNUM', {
      id: 'New document',
      header: 'New document',
      cell: (info) => <CutText className="code-value" text={info.getValue()} />,
    }),
  ]);
const WIDTHS = {
  Status: '13rem',
  'Test case': '7rem',
  Description: 'minmax(12rem, 1.5fr)',
  Message: 'minmax(14rem, 2fr)',
  Duration: '7rem',
  'New document': '19rem',
};

/**
 * The run's test cases and their state, failures first, as tall as its rows in the page's one scroll area;
 * virtualised against that area, so a run of thousands stays smooth. "Failed only" keeps its state in the URL.
 */
export function RunDetailsTable({
  runId,
  details,
  explained,
}: {
  runId: string;
  details: readonly RunDetail[];
  explained?: readonly ExplainedFailure[] | undefined;
}) {
  const [state, setState] = useState<TableState>(UNSORTED_UNFILTERED);
  const [{ failed: failedOnly }, setSearch] = useRouteSearch(routeSchemas.run.search);
  const columns = useMemo(() => columnsOf(runId), [runId]);
  const rows = useMemo(() => {
    const notes = new Map((explained ?? []).map((each) => [each.caseId, each.kinds]));
    const shown = failedOnly ? details.filter((detail) => detail.STATUS === 'E') : details;
    return failuresFirst(shown.map((detail): CaseRow => ({ ...detail, explainedBy: notes.get(detail.CASEID) })));
  }, [details, failedOnly, explained]);
  return (
    <>
      <div className="row print-hidden">
        <button
          type="button"
          className="failed-only"
          aria-pressed={failedOnly}
          onClick={() => setSearch({ failed: !failedOnly })}
        >
          Failed only
        </button>
      </div>
      <DataTable
        label="Test cases in this run"
        data={rows}
        columns={columns}
        rowName="Test case"
        columnWidths={WIDTHS}
        getRowId={(row) => row.CASEID}
        state={state}
        onStateChange={setState}
        scrollsWithPage
        empty={
          <p className="muted">{failedOnly ? 'No test case of this run failed.' : 'This run has no test cases.'}</p>
        }
      />
    </>
  );
}
