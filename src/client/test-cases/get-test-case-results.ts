import { queryOptions } from '@tanstack/react-query';
import { caseResultSchema, type CaseResult } from '../../contract/records';
import { getRecords } from '../http/api-client';
import { testCaseKeys } from '../query-keys';

/** The result history of a test case (direct mode: the store's pages are get-stored-test-case.ts). */
export function getTestCaseResults(id: string, signal?: AbortSignal): Promise<CaseResult[]> {
  return getRecords(`/testcases/${encodeURIComponent(id)}/results`, caseResultSchema, { signal });
}

export function testCaseResultsQueryOptions(id: string) {
  return queryOptions({
    queryKey: testCaseKeys.results(id),
    queryFn: ({ signal }) => getTestCaseResults(id, signal),
  });
}
