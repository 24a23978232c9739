import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestRunQuery } from '../../contract/query-options';
import { isRunFinished, listedRunSchema, type ListedRun } from '../../contract/records';
import { getRecords } from '../http/api-client';
import { testRunKeys } from '../query-keys';

/**
 * Runs matching the query, newest first, in one answer; DETAILS only with `$includeDetails`. For a history
 * of any length the screens stream it instead (stream-test-runs.ts). Read as lists read runs (`listedRunSchema`):
 * their variables are neither checked nor kept, since no list shows them; a run's page reads the run itself.
 */
export function getTestRuns(query: TestRunQuery, signal?: AbortSignal): Promise<ListedRun[]> {
  return getRecords('/testruns', listedRunSchema, { query, signal });
}

export function testRunsQueryOptions(query: TestRunQuery) {
  return queryOptions({
    queryKey: testRunKeys.list(query),
    queryFn: ({ signal }) => getTestRuns(query, signal),
  });
}

const IN_PROGRESS_REFRESH_MS = 3000;

/** With `followInProgress`, the list refreshes itself while any run in it is still in progress. */
export function useTestRuns(query: TestRunQuery, options: { enabled?: boolean; followInProgress?: boolean } = {}) {
  return useQuery({
    ...testRunsQueryOptions(query),
    enabled: options.enabled !== false,
    refetchInterval: (current) =>
      options.followInProgress && current.state.data?.some((run) => !isRunFinished(run))
        ? IN_PROGRESS_REFRESH_MS
        : false,
  });
}
