import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { paths } from '../../../../routes/paths';
import { unpadId } from '../../../../contract/ids';
import type { RunDetail } from '../../../../contract/records';
import { DataTable, type TableState, UNSORTED_UNFILTERED } from '../../../components/data-table/data-table';
import type { DataTableFeatures } from '../../../components/data-table/table-features';
import { CutText, cutCell } from '../../../components/data-table/cut-text';
import { StatusBadge } from '../../../components/status-badge';

const helper = createColumnHelper<DataTableFeatures, RunDetail>();
/** The columns for the run `runId`, which goes with each test case's link (its payloads then compare that run's output). */
const columnsOf = (runId: string) =>
  helper.columns([
    helper.accessor((row) => row.STATUS_TXT || row.STATUS, {
      id: 'Status',
      header: 'Status',
      cell: (info) => <StatusBadge code={info.row.original.STATUS} text={info.row.original.STATUS_TXT} />,
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
  'New document': '19rem',
};

/**
 * The run's test cases and their state, as tall as its rows in the page's one scroll area; virtualised
 * against that area, so a run of thousands stays smooth.
 */
export function RunDetailsTable({ runId, details }: { runId: string; details: readonly RunDetail[] }) {
  const [state, setState] = useState<TableState>(UNSORTED_UNFILTERED);
  const columns = useMemo(() => columnsOf(runId), [runId]);
  return (
    <DataTable
      label="Test cases in this run"
      data={details}
      columns={columns}
      rowName="Test case"
      columnWidths={WIDTHS}
      getRowId={(row) => row.CASEID}
      state={state}
      onStateChange={setState}
      scrollsWithPage
      empty={<p className="muted">This run has no test cases.</p>}
    />
  );
}
