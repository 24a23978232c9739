// What the test case list's two tables share (the store's, paged; the service's, one folder's own): its state,
// its toolbar and what an empty table says.
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { paths } from '../../../../routes/paths';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { unpadId } from '../../../../contract/ids';
import { ColumnMenu } from '../../../components/data-table/column-menu';
import { useColumnPreferences } from '../../../components/data-table/use-column-preferences';
import { formatCount } from '../../../../format/format-count';
import { EmptyState } from '../../../components/states';
import type { ListView } from './list-view';
import { MostFlakyToggle } from './most-flaky-toggle';
import { TEST_CASE_COLUMN_STORE, TEST_CASE_COLUMN_WIDTHS } from './test-case-columns';
import type { ListedCase } from './test-case-values';
import './test-case-list.css';

const COLUMN_IDS = Object.keys(TEST_CASE_COLUMN_WIDTHS);
const NONE: RowSelectionState = {};

/** What the list's two tables (the store's, paged; the service's, one folder's own) share: its state and toolbar. */
export function useListState(folderId: string) {
  const [params, setParams] = useRouteSearch(routeSchemas.folder.search);
  // Sorting and filters, the part of the table's state the URL keeps.
  const view = useMemo<ListView>(
    () => ({ sorting: params.sorting, columnFilters: params.columnFilters, globalFilter: params.globalFilter }),
    [params],
  );
  // Sorting and filters go to the URL, column choices to this browser's preferences.
  const columns = useColumnPreferences(TEST_CASE_COLUMN_STORE, COLUMN_IDS);
  // A selection belongs to the list it was made in: after a change of folder or of "Include sub-folders" a run
  // must not get cases the list no longer shows. Kept in place rather than by remounting, so focus stays put.
  const scope = `${folderId} ${params.includeSubfolders}`;
  const [chosen, setChosen] = useState({ scope, rows: NONE });
  const selected = chosen.scope === scope ? chosen.rows : NONE;
  return {
    params,
    setParams,
    view,
    columns,
    tableState: columns.tableState(view),
    onStateChange: (next: Parameters<typeof columns.keepColumns>[0]) => columns.keepColumns(next, view, setParams),
    selection: {
      selected,
      onChange: (rows: RowSelectionState) => setChosen({ scope, rows }),
      rowLabel: (row: ListedCase) => `test case ${unpadId(row.CASEID)}`,
    },
  };
}
export type ListState = ReturnType<typeof useListState>;

/** The toolbar above either table, and the table below it. */
export function ListFrame({
  list,
  includable,
  flakyScored,
  status,
  children,
}: {
  list: ListState;
  /** "Include sub-folders" is offered (a folder with sub-folders, on the store). */
  includable: boolean;
  /** The list has flaky scores to sort by (the store's). */
  flakyScored: boolean;
  status: ReactNode;
  children: ReactNode;
}) {
  const { params, setParams, view, columns, selection } = list;
  const navigate = useNavigate();
  const selectedIds = Object.keys(selection.selected).filter((id) => selection.selected[id]);
  return (
    <section className="stack test-case-list" aria-label="Test cases of the folder">
      <div className="row list-toolbar">
        {includable ? (
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
        {flakyScored ? <MostFlakyToggle view={view} onChange={setParams} /> : null}
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
        {status}
      </div>
      {children}
    </section>
  );
}

/** What an empty table says: why there are no rows, and the way on. */
export function NoCases({
  filtered,
  hasSubfolders,
  deep,
}: {
  filtered: boolean;
  hasSubfolders: boolean;
  deep: boolean;
}) {
  return (
    <EmptyState title={filtered ? 'No test case matches the filters' : 'This folder holds no test cases'}>
      {filtered
        ? 'Clear the quick filter or the column filters.'
        : !hasSubfolders
          ? 'Choose another folder in the tree.'
          : deep
            ? 'Nor do its sub-folders. Choose another folder.'
            : 'Tick "Include sub-folders" to see the test cases below it.'}
    </EmptyState>
  );
}
