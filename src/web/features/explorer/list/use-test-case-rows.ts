import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { reviveError } from '../../../../client/http/api-error';
import { getApiBaseUrl, runtimeConfigLoaded } from '../../../../client/http/runtime-config';
import { testCaseKeys } from '../../../../client/query-keys';
import { historyAnswers } from '../../../../client/dashboard/history-status';
import { startUnlessLeft } from '../../../../client/start-unless-left';
import type { TestCaseQuery } from '../../../../contract/query-options';
import { openRowSet, type RowSetSource } from '../../../components/data-table/row-set/open-row-set';
import type { ListedCase } from './scored-cases';
import type { TestCaseRowsRequest } from './test-case-rows';
import { testCaseId } from './test-case-values';

const source: RowSetSource<ListedCase, TestCaseRowsRequest> = {
  worker: () =>
    new Worker(new URL('./test-case-rows.worker.ts', import.meta.url), { type: 'module', name: 'test-case-list' }),
  definition: async () => (await import('./test-case-rows')).testCaseRows,
  reviveError,
  rowId: testCaseId,
};

/**
 * The test cases of a folder as a row set that fills while the answer streams in; sorting and filtering
 * run in a worker. The query settles with the first rows, so the table shows them at once. Scored over the
 * history store when the server keeps one.
 */
export function testCaseRowsQuery(query: TestCaseQuery) {
  return queryOptions({
    queryKey: testCaseKeys.rows(query),
    queryFn: async ({ client, signal }) => {
      // Side by side: the status is read from the page's own server, whatever config.json says of the service.
      const [, fromStore] = await Promise.all([runtimeConfigLoaded(), historyAnswers(client)]);
      const rowSet = await openRowSet(source, { baseUrl: getApiBaseUrl(), query, fromStore }, signal);
      return rowSet.ready();
    },
    // Rows are appended in place; comparing 100,000 of them with the previous answer would be wasted work.
    structuralSharing: false,
    gcTime: 60_000,
  });
}

export function useTestCaseRows(query: TestCaseQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...testCaseRowsQuery(query), ...options });
}

/**
 * The route's loader: the list's worker, at once. A folder without sub-folders is its list; one with sub-folders
 * shows its own test cases when it has any, and its page tells that from this very list (an empty one shows where
 * they are instead), so either way the list is read, and waiting first for the sub-folders would only delay it.
 * Never awaited: a navigation waits for no data.
 */
export function prefetchFolderList(
  client: QueryClient,
  folderId: string,
  includeSubfolders: boolean,
  left: AbortSignal,
): void {
  startUnlessLeft(client, testCaseRowsQuery({ SCNRID: folderId, $includeSubfolders: includeSubfolders }), left);
}
