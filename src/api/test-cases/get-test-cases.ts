import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCaseQuery } from '../../contract/query-options';
import { testCaseSchema, type TestCase } from '../../contract/records';
import { getRecords, streamRecords } from '../client/api-client';
import { queryRoots } from '../query-keys';

/** Test cases matching the query; with SCNRID and `$includeSubfolders`, also those of sub-folders. */
export function getTestCases(query: TestCaseQuery, signal?: AbortSignal): Promise<TestCase[]> {
  return getRecords('/testcases', testCaseSchema, { query, signal });
}

/** The same list in validated batches as it arrives, for folders whose sub-tree holds tens of thousands. */
export function streamTestCases(query: TestCaseQuery, signal?: AbortSignal): AsyncGenerator<TestCase[]> {
  return streamRecords('/testcases', testCaseSchema, { query, signal });
}

/** Cache key of a streamed list (see features/explorer/list): invalidated with every test case read. */
export const testCaseRowsKey = (query: TestCaseQuery) => [...queryRoots.testCases, 'rows', query] as const;

export function testCasesQueryOptions(query: TestCaseQuery) {
  return queryOptions({
    queryKey: [...queryRoots.testCases, 'list', query],
    queryFn: ({ signal }) => getTestCases(query, signal),
  });
}

export function useTestCases(query: TestCaseQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...testCasesQueryOptions(query), ...options });
}
