import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestRunQuery } from '../../contract/query-options';
import { testRunSchema, type TestRun } from '../../contract/records';
import { getRecords } from '../client/api-client';
import { queryRoots } from '../query-keys';

/** Runs matching the query, newest first; DETAILS only with `$includeDetails`. */
export function getTestRuns(query: TestRunQuery, signal?: AbortSignal): Promise<TestRun[]> {
  return getRecords('/testruns', testRunSchema, { query, signal });
}

export function testRunsQueryOptions(query: TestRunQuery) {
  return queryOptions({ queryKey: [...queryRoots.testRuns, 'list', query], queryFn: ({ signal }) => getTestRuns(query, signal) });
}

export function useTestRuns(query: TestRunQuery, options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({ ...testRunsQueryOptions(query), ...options });
}
