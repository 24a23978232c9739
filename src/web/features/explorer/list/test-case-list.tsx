import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { paths } from '../../../../routes/paths';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { unpadId } from '../../../../contract/ids';
import { ColumnMenu } from '../../../components/data-table/column-menu';
import { LoadStopped } from '../../../components/data-table/row-set/load-stopped';
import { useRowSetState } from '../../../components/data-table/row-set/use-row-set-state';
import { useRowSource } from '../../../components/data-table/row-set/use-row-source';
import { useColumnPreferences } from '../../../components/data-table/use-column-preferences';
import { WindowedDataTable } from '../../../components/data-table/windowed-data-table';
import { formatCount } from '../../../../format/format-count';
import { QueryView } from '../../../components/query-view/query-view';
import { EmptyState } from '../../../components/states';
import { ListStatus } from './list-status';
import type { ListView } from './list-view';
import { MostFlakyToggle } from './most-flaky-toggle';
import { TEST_CASE_COLUMN_STORE, TEST_CASE_COLUMN_WIDTHS, TEST_CASE_COLUMNS } from './test-case-columns';
import { testCaseId } from './test-case-values';
import { useTestCaseRows } from './use-test-case-rows';
import './test-case-list.css';

const COLUMN_IDS = Object.keys(TEST_CASE_COLUMN_WIDTHS);
const ROW_NAMES = ['ID', 'Description'];
const NONE: RowSelectionState = {};

/**
 * The test cases of a folder (optionally with sub-folders): sortable, filterable, selectable for a run.
 * `hasSubfolders` false: the folder is a leaf, so there is nothing to include and no such hint to give.
 */
export function TestCaseList({ folderId, hasSubfolders = true }: { folderId: string; hasSubfolders?: boolean }) {
  const [params, setParams] = useRouteSearch(routeSchemas.folder.search);
  // Sorting and filters, the part of the table's state the URL keeps.
  const view = useMemo<ListView>(
    () => ({ sorting: params.sorting, columnFilters: params.columnFilters, globalFilter: params.globalFilter }),
    [params],
  );
  // Sorting and filters go to the URL, column choices to this browser's preferences.
  const columns = useColumnPreferences(TEST_CASE_COLUMN_STORE, COLUMN_IDS);
  const query = useTestCaseRows({ SCNRID: folderId, $includeSubfolders: params.includeSubfolders });
  const rowSet = query.data;
  const state = useRowSetState(rowSet);
  // A selection belongs to the list it was made in: after a change of folder or of "Include sub-folders" a run
  // must not get cases the list no longer shows. Kept in place rather than by remounting, so focus stays put.
  const scope = `${folderId} ${params.includeSubfolders}`;
  const [chosen, setChosen] = useState({ scope, rows: NONE });
  const selection = chosen.scope === scope ? chosen.rows : NONE;
  const navigate = useNavigate();
  const source = useRowSource(rowSet, state, view);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  return (
    <section className="stack test-case-list" aria-label="Test cases of the folder">
      <div className="row list-toolbar">
        {hasSubfolders ? (
          <label className="row">
            <input
              type="checkbox"
              checked={params.includeSubfolders}
              onChange={(event) => setParams({ includeSubfolders: event.target.checked })}
            />
            Include sub-folders
          </label>
        ) : null}
        <input
          type="search"
          aria-label="Quick filter"
          placeholder="Quick filter"
          value={view.globalFilter}
          onChange={(event) => setParams({ globalFilter: event.target.value })}
        />
        <MostFlakyToggle view={view} onChange={setParams} />
        <ColumnMenu
          columns={COLUMN_IDS}
          preferences={columns.preferences}
          onChange={columns.change}
          onReset={columns.reset}
        />
        <button
          type="button"
          className="primary"
          disabled={selectedIds.length === 0}
          onClick={() => void navigate(paths.newRun.href({ cases: selectedIds }))}
        >
          Run selected ({formatCount(selectedIds.length)})
        </button>
        {state ? <ListStatus state={state} /> : null}
      </div>
      <QueryView query={query} loading="Loading test cases" loadingLines={10} error="Could not load the test cases">
        {() => (
          <>
            <LoadStopped state={state} rows="test cases" list={query} />
            <div className="list-table">
              <WindowedDataTable
                label="Test cases"
                source={source}
                busy={state?.viewPending}
                columns={TEST_CASE_COLUMNS}
                // Without its ID a case is known by its description, not by its status, the column after the ID.
                rowName={ROW_NAMES}
                columnWidths={TEST_CASE_COLUMN_WIDTHS}
                resizable
                getRowId={testCaseId}
                state={columns.tableState(view)}
                onStateChange={(next) => columns.keepColumns(next, view, setParams)}
                selection={{
                  selected: selection,
                  onChange: (rows) => setChosen({ scope, rows }),
                  rowLabel: (row) => `test case ${unpadId(row.CASEID)}`,
                }}
                empty={
                  <EmptyState
                    title={state?.loaded === 0 ? 'This folder holds no test cases' : 'No test case matches the filters'}
                  >
                    {state?.loaded !== 0
                      ? 'Clear the quick filter or the column filters.'
                      : !hasSubfolders
                        ? 'Choose another folder in the tree.'
                        : params.includeSubfolders
                          ? 'Nor do its sub-folders. Choose another folder.'
                          : 'Tick "Include sub-folders" to see the test cases below it.'}
                  </EmptyState>
                }
              />
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
