import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseResultSchema, type CaseResult } from '../../contract/records';
import { getRecords } from '../http/api-client';
import { testCaseKeys } from '../query-keys';

/** The result history of a test case, newest first. */
export function getTestCaseResults(id: string, signal?: AbortSignal): Promise<CaseResult[]> {
  return getRecords(`/testcases/${encodeURIComponent(id)}/results`, caseResultSchema, { signal });
}

export function testCaseResultsQueryOptions(id: string) {
  return queryOptions({
    queryKey: testCaseKeys.results(id),
    queryFn: ({ signal }) => getTestCaseResults(id, signal),
  });
}

export function useTestCaseResults(id: string) {
  return useQuery(testCaseResultsQueryOptions(id));
}
