import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseVariableSchema, type CaseVariable } from '../../contract/records';
import { getRecords } from '../http/api-client';
import { testCaseKeys } from '../query-keys';

/** The user-defined variables of a test case. */
export function getTestCaseVariables(id: string, signal?: AbortSignal): Promise<CaseVariable[]> {
  return getRecords(`/testcases/${encodeURIComponent(id)}/variables`, caseVariableSchema, { signal });
}

export function testCaseVariablesQueryOptions(id: string) {
  return queryOptions({
    queryKey: testCaseKeys.variables(id),
    queryFn: ({ signal }) => getTestCaseVariables(id, signal),
  });
}

export function useTestCaseVariables(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...testCaseVariablesQueryOptions(id), ...options });
}
