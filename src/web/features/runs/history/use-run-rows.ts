import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reviveError } from '../../../../client/http/api-error';
import { getApiBaseUrl, runtimeConfigLoaded } from '../../../../client/http/runtime-config';
import { testRunKeys } from '../../../../client/query-keys';
import { startUnlessLeft } from '../../../../client/start-unless-left';
import type { TestRunQuery } from '../../../../contract/query-options';
import type { RunsSearch } from '../../../../routes/route-schemas';
import { runListQuery } from '../../../../routes/run-list-query';
import type { ListRun } from '../../../../contract/dashboard-api/runs';
import { historyAnswers } from '../../../../client/dashboard/history-status';
import { storeNotAnswering } from '../../../../client/dashboard/store-not-answering';
import { openRowSet, type RowSetSource } from '../../../components/data-table/row-set/open-row-set';
import type { RowSet, RowSetState } from '../../../components/data-table/row-set/row-set';
import type { RunRowsRequest } from './run-rows';
import { runId } from './run-values';

const source: RowSetSource<ListRun, RunRowsRequest> = {
  worker: () => new Worker(new URL('./run-rows.worker.ts', import.meta.url), { type: 'module', name: 'runs-list' }),
  definition: async () => (await import('./run-rows')).runRows,
  reviveError,
  rowId: runId,
};

/** How often the list reads again what may have changed: a run in progress moves by the second, new runs come seldom. */
const IN_PROGRESS_REFRESH_MS = 3000;
const IDLE_REFRESH_MS = 30_000;

/**
 * The runs of a query as a row set that fills while the history streams in, newest first; sorting and
 * filtering run in a worker. The first load settles with the first rows. A list read again (stale on a return)
 * replaces the one shown only once it is whole, so the table never shrinks to its first rows.
 * From the history store when the server keeps one (one answer of every run), else from the service.
 */
export function runRowsQuery(client: QueryClient, query: TestRunQuery) {
  const queryKey = testRunKeys.rows(query);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      await runtimeConfigLoaded();
      const shown = client.getQueryData(queryKey) !== undefined;
      const read = async (fromStore: boolean) => {
        const rowSet = await openRowSet(source, { baseUrl: getApiBaseUrl(), query, fromStore }, signal);
        return shown ? rowSet.complete() : rowSet.ready();
      };
      if (!(await historyAnswers(client))) return read(false);
      // A store that cannot answer after all (closed since the status was read) leaves the service to.
      return read(true).catch((error: unknown) => {
        if (storeNotAnswering(error)) return read(false);
        throw error;
      });
    },
    // Rows are appended in place; comparing 20,000 of them with the previous answer would be wasted work.
    structuralSharing: false,
    gcTime: 60_000,
  });
}

/**
 * Keeps a loaded list current without reading the whole history again: the runs that may change (see run-rows) are
 * read every few seconds while a listed run is in progress, every half minute otherwise (runs started elsewhere),
 * and merged in place: a run's counts move, a finished one shows as such, a new one comes first. Not while the page
 * is hidden; it catches up as soon as it shows again.
 */
export function useFollowRuns(rowSet: RowSet<ListRun> | undefined, state: RowSetState | undefined): void {
  const complete = state?.complete ?? false;
  const running = (state?.counts.running ?? 0) > 0;
  useEffect(() => {
    if (!complete || !rowSet) return;
    const refresh = () => {
      if (!document.hidden) rowSet.refresh();
    };
    const timer = setInterval(refresh, running ? IN_PROGRESS_REFRESH_MS : IDLE_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [complete, running, rowSet]);
}

export function useRunRows(query: TestRunQuery, enabled: boolean) {
  return useQuery({ ...runRowsQuery(useQueryClient(), query), enabled });
}

/** The route's loader: the list's read for the URL's filters, unless they hold a problem the screen will name. */
export function prefetchRunRows(client: QueryClient, filters: RunsSearch, left: AbortSignal): void {
  const { query, problems } = runListQuery(filters);
  if (Object.keys(problems).length === 0) startUnlessLeft(client, runRowsQuery(client, query), left);
}
