// A test case page's first read: from the history store when one answers (the record, its last run's name and
// what its history tells, one small answer), else the service's record alone, the tabs then reading the service
// for what they show (direct mode, --store none).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoredTestCase } from '../../contract/dashboard-api/test-case';
import { padId } from '../../contract/ids';
import type { TestCase } from '../../contract/records';
import { getStoredTestCase } from '../dashboard/get-stored-test-case';
import { readFromStore } from '../dashboard/read-from-store';
import { testCaseKeys } from '../query-keys';
import { getTestCase } from './get-test-case';

export interface CasePage {
  testCase: TestCase;
  /** The store's answer; null in direct mode. */
  stored: StoredTestCase | null;
}

/**
 * How often a case page on screen reads the store again while it answers: the sync stores a run's results seconds
 * after the run ends, and the page shows them without a reload. Store reads only, kept by the server while the store
 * is unchanged (kept-answers.ts), and paused in a tab in the background.
 */
export const CASE_FOLLOW_MS = 5_000;

export function casePageQueryOptions(id: string) {
  const caseId = padId(id);
  return queryOptions({
    queryKey: testCaseKeys.page(caseId),
    queryFn: async ({ signal }): Promise<CasePage> => {
      const stored = await readFromStore(() => getStoredTestCase(caseId, signal));
      return stored
        ? { testCase: stored.testCase, stored }
        : { testCase: await getTestCase(caseId, signal), stored: null };
    },
    refetchInterval: (query) => (query.state.data?.stored ? CASE_FOLLOW_MS : false),
  });
}

/** Disabled until there is an ID (e.g. while a route param is missing). */
export function useCasePage(id: string | undefined) {
  return useQuery({ ...casePageQueryOptions(id ?? ''), enabled: Boolean(id) });
}
