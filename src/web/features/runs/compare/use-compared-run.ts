// One side of a comparison: a finished run the history store holds comes from there (a store read instead of
// the service's), anything live (in progress, changed since, not read yet) from the service as before, followed
// while it runs.
import { queryOptions, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { getFromDashboard } from '../../../../client/dashboard/get-from-dashboard';
import { readFromStore } from '../../../../client/dashboard/read-from-store';
import { historyKeys } from '../../../../client/query-keys';
import { testRunQueryOptions, useTestRun, WITH_DETAILS } from '../../../../client/test-runs/get-test-run';
import { storedRunSchema } from '../../../../contract/dashboard-api/stored-run';
import type { TestRun } from '../../../../contract/records';

export function storedRunQuery(id: string) {
  return queryOptions({
    queryKey: historyKeys.run(id),
    // A store that holds no finished read of the run answers null, as one that does not answer at all.
    queryFn: ({ signal }) => readFromStore(() => getFromDashboard('/run', storedRunSchema, { query: { id }, signal })),
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

/** The run `id` with its details; nothing is read while `id` is empty. */
export function useComparedRun(id: string): UseQueryResult<TestRun> {
  const stored = useQuery({ ...storedRunQuery(id), enabled: Boolean(id) });
  const live = useTestRun(id, WITH_DETAILS, { enabled: Boolean(id) && stored.data === null });
  if (stored.data === null) return live;
  // Pending, failed or a stored run: no null left to tell apart.
  return stored as UseQueryResult<TestRun>;
}
