import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCaseQuery } from '../../contract/query-options';
import { caseStatusSchema, testCaseSchema, type CaseStatus, type TestCase } from '../../contract/records';
import { getRecords } from '../http/api-client';
import { testCaseKeys } from '../query-keys';

/** Test cases matching the query; with SCNRID and `$includeSubfolders`, also those of sub-folders. */
export function getTestCases(query: TestCaseQuery, signal?: AbortSignal): Promise<TestCase[]> {
  return getRecords('/testcases', testCaseSchema, { query, signal });
}

/**
 * The last status of each test case matching the query, for figures over all of them. Read whole rather than
 * streamed: nothing shows before the last one is in, and one parse of the body takes half the time of cutting
 * it into records.
 */
export function getCaseStatuses(query: TestCaseQuery, signal?: AbortSignal): Promise<CaseStatus[]> {
  return getRecords('/testcases', caseStatusSchema, { query, signal });
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
