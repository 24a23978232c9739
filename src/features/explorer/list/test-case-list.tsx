import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useTestCases } from '../../../api/test-cases/get-test-cases';
import { paths } from '../../../app/paths';
import { unpadId } from '../../../contract/ids';
import { DataTable, type TableState } from '../../../components/data-table/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ColumnMenu } from './column-menu';
import { readListParams, writeListParams } from './list-params';
import { TEST_CASE_COLUMN_WIDTHS, TEST_CASE_COLUMNS } from './test-case-columns';

const COLUMN_IDS = Object.keys(TEST_CASE_COLUMN_WIDTHS);

/** The test cases of a folder (optionally with sub-folders): sortable, filterable, selectable for a run. */
export function TestCaseList({ folderId }: { folderId: string }) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const query = useTestCases({ SCNRID: folderId, $includeSubfolders: params.includeSubfolders });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const navigate = useNavigate();
  // Sorting and filtering 100,000 rows must not block typing: the table follows the URL a beat behind.
  const deferredTable = useDeferredValue(params.table);
  const update = (table: TableState, includeSubfolders = params.includeSubfolders) => setSearch(writeListParams({ includeSubfolders, table }), { replace: true });
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const failed = useMemo(() => (query.data ?? []).filter((row) => row.LAST_STATUS === 'E' || row.LAST_STATUS === 'A').length, [query.data]);

  return (
    <section className="stack test-case-list" aria-label="Test cases of the folder">
      <div className="row list-toolbar">
        <label className="row">
          <input type="checkbox" checked={params.includeSubfolders} onChange={(event) => update(params.table, event.target.checked)} />
          Include sub-folders
        </label>
        <input type="search" aria-label="Quick filter" placeholder="Quick filter" value={params.table.globalFilter} onChange={(event) => update({ ...params.table, globalFilter: event.target.value })} />
        <ColumnMenu columns={COLUMN_IDS} visibility={params.table.columnVisibility} onChange={(columnVisibility) => update({ ...params.table, columnVisibility })} />
        <button type="button" className="primary" disabled={selectedIds.length === 0} onClick={() => void navigate(paths.newRun.href(new URLSearchParams({ cases: selectedIds.map(unpadId).join(',') })))}>
          Run selected ({selectedIds.length})
        </button>
        {query.data ? (
          <span className="muted" role="status">
            {query.data.length.toLocaleString('en-US')} test cases, {failed.toLocaleString('en-US')} last failed
          </span>
        ) : null}
      </div>
      {query.isPending ? (
        <LoadingState label="Loading test cases" lines={10} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not load the test cases" />
      ) : (
        <div className="list-table">
          <DataTable
            label="Test cases"
            data={query.data}
            columns={TEST_CASE_COLUMNS}
            columnWidths={TEST_CASE_COLUMN_WIDTHS}
            getRowId={(row) => row.CASEID}
            state={deferredTable}
            onStateChange={(table) => update(table)}
            selection={{ selected: selection, onChange: setSelection, rowLabel: (row) => `test case ${unpadId(row.CASEID)}` }}
            empty={
              <EmptyState title={query.data.length === 0 ? 'This folder holds no test cases' : 'No test case matches the filters'}>
                {query.data.length === 0 ? (params.includeSubfolders ? 'Nor do its sub-folders. Choose another folder.' : 'Tick "Include sub-folders" to see the test cases below it.') : 'Clear the quick filter or the column filters.'}
              </EmptyState>
            }
          />
        </div>
      )}
    </section>
  );
}
