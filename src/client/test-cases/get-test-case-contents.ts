import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentSchema, type Content } from '../../contract/records';
import { getRecords } from '../http/api-client';
import { testCaseKeys } from '../query-keys';

/** The payloads of a test case (list entries only, not their bodies). */
export function getTestCaseContents(id: string, signal?: AbortSignal): Promise<Content[]> {
  return getRecords(`/testcases/${encodeURIComponent(id)}/contenttypes`, contentSchema, { signal });
}

export function testCaseContentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: testCaseKeys.contents(id),
    queryFn: ({ signal }) => getTestCaseContents(id, signal),
  });
}

export function useTestCaseContents(id: string) {
  return useQuery(testCaseContentsQueryOptions(id));
}
