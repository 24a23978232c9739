import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCaseQuery } from '../../contract/query-options';
import { testCaseSchema, type TestCase } from '../../contract/records';
import { getRecords } from '../http/api-client';
import { testCaseKeys } from '../query-keys';

/** Test cases matching the query; with SCNRID and `$includeSubfolders`, also those of sub-folders. */
export function getTestCases(query: TestCaseQuery, signal?: AbortSignal): Promise<TestCase[]> {
  return getRecords('/testcases', testCaseSchema, { query, signal });
}

export function testCasesQueryOptions(query: TestCaseQuery) {
  return queryOptions({
    queryKey: testCaseKeys.list(query),
    queryFn: ({ signal }) => getTestCases(query, signal),
  });
}

export function useTestCases(query: TestCaseQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...testCasesQueryOptions(query), ...options });
}
