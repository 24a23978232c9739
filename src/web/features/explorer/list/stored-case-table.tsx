import { useMemo } from 'react';
import type { FolderCases } from '../../../../contract/dashboard-api/folders';
import { usePagedRows } from '../../../components/data-table/paged-rows/use-paged-rows';
import { WindowedDataTable } from '../../../components/data-table/windowed-data-table';
import { QueryView } from '../../../components/query-view/query-view';
import { casesView, casesViewKey, readCasesPage } from './folder-cases-view';
import { ListStatus } from './list-status';
import { ListFrame, NoCases, type ListState } from './list-frame';
import { TEST_CASE_COLUMNS, TEST_CASE_COLUMN_WIDTHS } from './test-case-columns';
import { testCaseId, type ListedCase } from './test-case-values';

const ROW_NAMES = ['ID', 'Description'];

/** The list from the store: sorted, filtered and paged by the server, a page read as the table scrolls to it. */
export function StoredCaseTable({
  folderId,
  hasSubfolders,
  list,
}: {
  folderId: string;
  hasSubfolders: boolean;
  list: ListState;
}) {
  const { params, view } = list;
  const query = useMemo(
    () => casesView(folderId, params.includeSubfolders, view),
    [folderId, params.includeSubfolders, view],
  );
  const viewKey = useMemo(() => casesViewKey(query), [query]);
  const paged = usePagedRows<ListedCase>({
    viewKey,
    readPage: readCasesPage(query),
    rowId: testCaseId,
  });
  const answer = paged.first.data as FolderCases | undefined;
  const status = answer ? (
    <ListStatus
      totals={{ all: answer.all, failed: answer.failed, flaky: answer.flaky, shown: answer.total }}
      updating={paged.first.isPlaceholderData}
    />
  ) : null;
  return (
    <ListFrame list={list} includable={hasSubfolders} flakyScored status={status}>
      <QueryView
        query={paged.first}
        loading="Loading test cases"
        loadingLines={10}
        error="Could not load the test cases"
      >
        {() => (
          <div className="list-table">
            <WindowedDataTable
              label="Test cases"
              source={paged.source}
              busy={paged.first.isPlaceholderData}
              columns={TEST_CASE_COLUMNS}
              // Without its ID a case is known by its description, not by its status, the column after the ID.
              rowName={ROW_NAMES}
              columnWidths={TEST_CASE_COLUMN_WIDTHS}
              resizable
              getRowId={testCaseId}
              state={list.tableState}
              onStateChange={list.onStateChange}
              selection={list.selection}
              empty={
                <NoCases
                  filtered={(answer?.all ?? 0) > 0}
                  hasSubfolders={hasSubfolders}
                  deep={params.includeSubfolders}
                />
              }
            />
          </div>
        )}
      </QueryView>
    </ListFrame>
  );
}
