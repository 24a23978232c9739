import { useMemo, useState } from 'react';
import { getHoldingFolders } from '../../../../client/dashboard/explorer-reads';
import { HOLDING_SORTS, type HoldingFoldersQuery } from '../../../../contract/dashboard-api/folders';
import { type TableState, UNSORTED_UNFILTERED } from '../../../components/data-table/data-table';
import { usePagedRows } from '../../../components/data-table/paged-rows/use-paged-rows';
import { WindowedDataTable } from '../../../components/data-table/windowed-data-table';
import { QueryView } from '../../../components/query-view/query-view';
import { FOLDER_COLUMN_WIDTHS, PLACED_FOLDER_COLUMNS, type FolderRow } from './folder-columns';
import { FOLDER_ROW_HEIGHT } from './lazy-folder-table';
import './folder-table.css';

type View = Omit<HoldingFoldersQuery, 'offset' | 'limit'>;

/** The table's sort and filters as the server takes them; unsorted is tree order (by path). */
function viewOf({ sorting, columnFilters }: TableState): View {
  const sorted = sorting[0];
  const sort = HOLDING_SORTS.find((column) => column === sorted?.id) ?? 'In';
  const filter = (id: string) => String(columnFilters.find((each) => each.id === id)?.value ?? '');
  return { sort, dir: sorted?.desc ? 'desc' : 'asc', name: filter('Folder'), path: filter('In') };
}

/**
 * Every folder that holds test cases, with the path to it and its counts, sorted, filtered and paged by the
 * store: the first page with the total at once, the others as the table scrolls.
 */
export function HoldingFolderTable({ label, onTotal }: { label: string; onTotal?: (total: number) => void }) {
  const [state, setState] = useState<TableState>(UNSORTED_UNFILTERED);
  const view = useMemo(() => viewOf(state), [state]);
  const paged = usePagedRows<FolderRow>({
    viewKey: ['holding-folders', view],
    readPage: async (offset, limit, signal) => {
      const answer = await getHoldingFolders({ ...view, offset, limit }, signal);
      onTotal?.(answer.total);
      return {
        ...answer,
        rows: answer.rows.map(([id, name, path, testCases, lastFailed, lastAborted]) => ({
          id,
          name: name || '(no description)',
          subfolders: 0,
          path,
          counts: { testCases, lastFailed, lastAborted },
        })),
      };
    },
  });
  return (
    <QueryView
      query={paged.first}
      loading="Loading folders"
      loadingLines={6}
      error="Could not list where test cases are kept"
    >
      {() => (
        <div className="folder-table folder-table-fill">
          <WindowedDataTable
            label={label}
            source={paged.source}
            busy={paged.first.isPlaceholderData}
            columns={PLACED_FOLDER_COLUMNS}
            rowName="Folder"
            columnWidths={FOLDER_COLUMN_WIDTHS}
            getRowId={(row) => row.id}
            rowHeight={FOLDER_ROW_HEIGHT}
            state={state}
            onStateChange={setState}
            empty={
              <p className="muted">
                {paged.source.count === 0 && view.name === '' && view.path === ''
                  ? 'No test cases yet: folders appear here once test cases are created in them in the test automation tool.'
                  : 'No folder matches the filters.'}
              </p>
            }
          />
        </div>
      )}
    </QueryView>
  );
}
