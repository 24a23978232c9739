// What a triage write (a decision, the outage rule) changes: every triage read, and the test case reads the server
// answers with triage in them (a case's "Why it failed" and its Results tab's pages).
import type { QueryClient } from '@tanstack/react-query';
import { testCaseKeys, triageKeys } from '../query-keys';

const TRIAGED_CASE_READS = new Set(['page', 'result-page']);

export function invalidateTriaged(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: triageKeys.all }),
    queryClient.invalidateQueries({
      queryKey: testCaseKeys.all,
      // [test-cases, detail, id, what]: the case's page and its result pages, not its payloads or variables.
      predicate: (query) => query.queryKey[1] === 'detail' && TRIAGED_CASE_READS.has(String(query.queryKey[3])),
    }),
  ]).then(() => undefined);
}
