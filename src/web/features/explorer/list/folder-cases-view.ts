// The test case list's view (its sort and filters, as the URL keeps them) as the store's paged read takes it, and
// that read's first page for the route's loader, under the key the list's table reads it by.
import type { QueryClient } from '@tanstack/react-query';
import { getFolderCases, type FolderCasesView } from '../../../../client/dashboard/explorer-reads';
import { historyAnswers } from '../../../../client/dashboard/history-status';
import { startUnlessLeft } from '../../../../client/start-unless-left';
import { testCaseKeys } from '../../../../client/query-keys';
import { CASE_COLUMNS, type CaseColumn, type FolderCases } from '../../../../contract/dashboard-api/folders';
import { PAGE_ROWS, pagedQueryKey } from '../../../components/data-table/paged-rows/use-paged-rows';
import type { ListView } from './list-view';

const isColumn = (id: string): id is CaseColumn => (CASE_COLUMNS as readonly string[]).includes(id);

export function casesView(folderId: string, includeSubfolders: boolean, view: ListView): FolderCasesView {
  const sorted = view.sorting[0];
  return {
    folder: folderId,
    deep: includeSubfolders ? 'true' : 'false',
    ...(sorted && isColumn(sorted.id) ? { sort: sorted.id } : {}),
    dir: sorted?.desc ? 'desc' : 'asc',
    q: view.globalFilter,
    filter: view.columnFilters.flatMap((each) =>
      isColumn(each.id) && String(each.value ?? '') !== '' ? [`${each.id}:${String(each.value)}`] : [],
    ),
  };
}

export const casesViewKey = (view: FolderCasesView) => testCaseKeys.folderCases(view);

export const readCasesPage =
  (view: FolderCasesView) =>
  (offset: number, limit: number, signal?: AbortSignal): Promise<FolderCases> =>
    getFolderCases({ ...view, offset, limit }, signal);

/** The route's loader: the list's first page from the store, at once (never awaited: a navigation waits for none). */
export function prefetchFolderCases(client: QueryClient, view: FolderCasesView, left: AbortSignal): void {
  void historyAnswers(client).then((fromStore) => {
    if (!fromStore || left.aborted) return;
    startUnlessLeft(
      client,
      {
        queryKey: pagedQueryKey(casesViewKey(view), 0),
        queryFn: ({ signal }) => readCasesPage(view)(0, PAGE_ROWS, signal),
      },
      left,
    );
  });
}
