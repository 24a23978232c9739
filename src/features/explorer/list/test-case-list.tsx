import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { paths } from '../../../app/paths';
import { unpadId } from '../../../contract/ids';
import type { TestCase } from '../../../contract/records';
import type { TableState } from '../../../components/data-table/data-table';
import { useRowSetState } from '../../../components/data-table/row-set/use-row-set-state';
import { WindowedDataTable, type RowSource } from '../../../components/data-table/windowed-data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ColumnMenu } from './column-menu';
import { ListStatus } from './list-status';
import { readListParams, writeListParams } from './list-params';
import { TEST_CASE_COLUMN_WIDTHS, TEST_CASE_COLUMNS } from './test-case-columns';
import { testCaseId } from './test-case-values';
import { useTestCaseRows } from './use-test-case-rows';

const COLUMN_IDS = Object.keys(TEST_CASE_COLUMN_WIDTHS);
const NONE: RowSelectionState = {};

/** The test cases of a folder (optionally with sub-folders): sortable, filterable, selectable for a run. */
export function TestCaseList({ folderId }: { folderId: string }) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const query = useTestCaseRows({ SCNRID: folderId, $includeSubfolders: params.includeSubfolders });
  const rowSet = query.data;
  const state = useRowSetState(rowSet);
  // A selection belongs to the list it was made in: after a change of folder or of "Include sub-folders" a run
  // must not get cases the list no longer shows. Kept in place rather than by remounting, so focus stays put.
  const scope = `${folderId} ${params.includeSubfolders}`;
  const [chosen, setChosen] = useState({ scope, rows: NONE });
  const selection = chosen.scope === scope ? chosen.rows : NONE;
  const navigate = useNavigate();
  // The worker sorts and filters; the table shows the previous order (marked busy) until it answers.
  useEffect(() => rowSet?.setView(params.table), [rowSet, params.table]);
  const source = useMemo<RowSource<TestCase>>(
    () => ({
      count: state?.count ?? 0,
      rowAt: (position) => rowSet!.rowAt(position),
      allIds: () => rowSet!.idsInView(),
      viewKey: JSON.stringify(params.table),
    }),
    [rowSet, state, params.table],
  );
  const update = (table: TableState, includeSubfolders = params.includeSubfolders) =>
    setSearch(writeListParams({ includeSubfolders, table }), { replace: true });
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  return (
    <section className="stack test-case-list" aria-label="Test cases of the folder">
      <div className="row list-toolbar">
        <label className="row">
          <input
            type="checkbox"
            checked={params.includeSubfolders}
            onChange={(event) => update(params.table, event.target.checked)}
          />
          Include sub-folders
        </label>
        <input
          type="search"
          aria-label="Quick filter"
          placeholder="Quick filter"
          value={params.table.globalFilter}
          onChange={(event) => update({ ...params.table, globalFilter: event.target.value })}
        />
        <ColumnMenu
          columns={COLUMN_IDS}
          visibility={params.table.columnVisibility}
          onChange={(columnVisibility) => update({ ...params.table, columnVisibility })}
        />
        <button
          type="button"
          className="primary"
          disabled={selectedIds.length === 0}
          onClick={() =>
            void navigate(paths.newRun.href(new URLSearchParams({ cases: selectedIds.map(unpadId).join(',') })))
          }
        >
          Run selected ({selectedIds.length})
        </button>
        {state ? <ListStatus state={state} /> : null}
      </div>
      {query.isPending ? (
        <LoadingState label="Loading test cases" lines={10} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not load the test cases" />
      ) : (
        <>
          {state?.error ? (
            <ErrorState
              error={state.error}
              onRetry={() => void query.refetch()}
              title={`Loading stopped after ${state.loaded.toLocaleString('en-US')} test cases`}
            />
          ) : null}
          <div className="list-table">
            <WindowedDataTable
              label="Test cases"
              source={source}
              busy={state?.viewPending}
              columns={TEST_CASE_COLUMNS}
              columnWidths={TEST_CASE_COLUMN_WIDTHS}
              getRowId={testCaseId}
              state={params.table}
              onStateChange={(table) => update(table)}
              selection={{
                selected: selection,
                onChange: (rows) => setChosen({ scope, rows }),
                rowLabel: (row) => `test case ${unpadId(row.CASEID)}`,
              }}
              empty={
                <EmptyState
                  title={state?.loaded === 0 ? 'This folder holds no test cases' : 'No test case matches the filters'}
                >
                  {state?.loaded === 0
                    ? params.includeSubfolders
                      ? 'Nor do its sub-folders. Choose another folder.'
                      : 'Tick "Include sub-folders" to see the test cases below it.'
                    : 'Clear the quick filter or the column filters.'}
                </EmptyState>
              }
            />
          </div>
        </>
      )}
    </section>
  );
}
