import { useQuery } from '@tanstack/react-query';
import { reviveError } from '../../../api/client/api-error';
import { getApiBaseUrl, runtimeConfigLoaded } from '../../../api/client/runtime-config';
import { testCaseKeys } from '../../../api/query-keys';
import type { TestCaseQuery } from '../../../contract/query-options';
import type { MessagePortLike } from '../../../components/data-table/row-set/protocol';
import { RowSet } from '../../../components/data-table/row-set/row-set';
import type { ListedCase } from './scored-cases';
import type { TestCaseRowsRequest } from './test-case-rows';

/** A worker where the browser has them; otherwise (tests in jsdom) the same code behind a message channel. */
async function openPort(): Promise<MessagePortLike> {
  if (typeof Worker !== 'undefined')
    return new Worker(new URL('./test-case-rows.worker.ts', import.meta.url), {
      type: 'module',
      name: 'test-case-list',
    });
  const [{ serveRowSet }, { testCaseRows }] = await Promise.all([
    import('../../../components/data-table/row-set/serve-row-set'),
    import('./test-case-rows'),
  ]);
  const channel = new MessageChannel();
  serveRowSet(channel.port2, testCaseRows);
  return channel.port1;
}

/**
 * The test cases of a folder as a row set that fills while the answer streams in; sorting and filtering
 * run in a worker. The query settles with the first rows, so the table shows them at once.
 */
export function useTestCaseRows(query: TestCaseQuery) {
  return useQuery({
    queryKey: testCaseKeys.rows(query),
    queryFn: async ({ signal }) => {
      const [port] = await Promise.all([openPort(), runtimeConfigLoaded()]);
      const rowSet = new RowSet<ListedCase, TestCaseRowsRequest>(
        port,
        { baseUrl: getApiBaseUrl(), query },
        reviveError,
      );
      signal.addEventListener('abort', () => rowSet.dispose(), { once: true });
      return rowSet.ready();
    },
    // Rows are appended in place; comparing 100,000 of them with the previous answer would be wasted work.
    structuralSharing: false,
    gcTime: 60_000,
  });
}
