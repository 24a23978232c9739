import { queryOptions, useQuery } from '@tanstack/react-query';
import { testCaseSchema, type TestCase } from '../../contract/records';
import { ApiError } from '../http/api-error';
import { getRecords } from '../http/api-client';
import { testCaseKeys } from '../query-keys';

/** One test case record (not its results, payloads or variables). */
export async function getTestCase(id: string, signal?: AbortSignal): Promise<TestCase> {
  const [record] = await getRecords(`/testcases/${encodeURIComponent(id)}`, testCaseSchema, { signal });
  if (!record) throw new ApiError(404, 'NOT_FOUND', `Test case ${id} does not exist.`, `GET /testcases/${id}`);
  return record;
}

export function testCaseQueryOptions(id: string) {
  return queryOptions({
    queryKey: testCaseKeys.detail(id),
    queryFn: ({ signal }) => getTestCase(id, signal),
  });
}

/** Disabled until there is an ID (e.g. while a route param is missing). */
export function useTestCase(id: string | undefined) {
  return useQuery({ ...testCaseQueryOptions(id ?? ''), enabled: Boolean(id) });
}
