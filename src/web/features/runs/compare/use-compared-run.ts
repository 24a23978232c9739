// One side of a comparison: a finished run the history store holds comes from there, anything live (in
// progress, changed since, not read yet) from the service, followed while it runs. Without a store nothing is
// read: the page says comparing needs one (storeNotAnswering of the store's read).
import { queryOptions, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { getFromDashboard } from '../../../../client/dashboard/get-from-dashboard';
import { retryStoreRead, storeNotAnswering } from '../../../../client/dashboard/store-not-answering';
import { historyKeys } from '../../../../client/query-keys';
import { testRunQueryOptions, useTestRun, WITH_DETAILS } from '../../../../client/test-runs/get-test-run';
import { storedRunSchema } from '../../../../contract/dashboard-api/stored-run';
import type { TestRun } from '../../../../contract/records';

export function storedRunQuery(id: string) {
  return queryOptions({
    queryKey: historyKeys.run(id),
    // null: the store holds no finished read of the run, which the service then answers.
    queryFn: ({ signal }) => getFromDashboard('/run', storedRunSchema, { query: { id }, signal }),
    retry: retryStoreRead,
  });
}

/** The route's loader: the store's read of the run, then the service's where the store has none. */
export function prefetchComparedRun(client: QueryClient, id: string): void {
  client.fetchQuery(storedRunQuery(id)).then(
    (stored) => {
      if (stored === null) void client.prefetchQuery(testRunQueryOptions(id, WITH_DETAILS));
    },
    // The screen's own read of the same query says what went wrong.
    () => undefined,
  );
}

/**
 * The run `id` with its details; nothing is read while `id` is empty. `noStore`: the server keeps no history, so
 * nothing is read at all (a run the service does not know is the live read's 404, not this).
 */
export function useComparedRun(id: string): { run: UseQueryResult<TestRun>; noStore: boolean } {
  const stored = useQuery({ ...storedRunQuery(id), enabled: Boolean(id) });
  const live = useTestRun(id, WITH_DETAILS, { enabled: Boolean(id) && stored.data === null });
  const noStore = storeNotAnswering(stored.error);
  if (stored.data === null) return { run: live, noStore };
  // Pending, failed or a stored run: no null left to tell apart.
  return { run: stored as UseQueryResult<TestRun>, noStore };
}
