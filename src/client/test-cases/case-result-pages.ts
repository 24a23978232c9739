// A page of a test case's result history, newest first: from the store when it answers the case's page, else cut
// from the service's whole history (direct mode: the one read the service offers, shared by every page).
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CaseResultRow, CaseResults } from '../../contract/dashboard-api/test-case';
import { padId } from '../../contract/ids';
import { compareWire } from '../../contract/wire-order';
import { getStoredCaseResults } from '../dashboard/get-stored-test-case';
import { testCaseKeys } from '../query-keys';
import { CASE_FOLLOW_MS, useCasePage } from './case-page';
import { testCaseResultsQueryOptions } from './get-test-case-results';

/** Results a page holds: a few screens of the table. */
export const CASE_RESULT_PAGE_ROWS = 100;

const startOf = (result: CaseResultRow) => `${result.STARTED_DATE} ${result.STARTED_TIME}`;

async function serviceResultPage(client: QueryClient, caseId: string, offset: number): Promise<CaseResults> {
  // One read while fresh, again once the case changed (its results invalidated); tried again by the page's own
  // read, not twice over. Sorted here: the service does not promise an order.
  const all = (await client.fetchQuery({ ...testCaseResultsQueryOptions(caseId), retry: false })).toSorted((a, b) =>
    compareWire(startOf(b), startOf(a)),
  );
  return { total: all.length, offset, rows: all.slice(offset, offset + CASE_RESULT_PAGE_ROWS) };
}

/** The results from `offset` on; the last page read stays on screen while the next is on its way. */
export function useCaseResultPage(id: string, offset = 0) {
  const caseId = padId(id);
  const client = useQueryClient();
  const page = useCasePage(caseId);
  const stored = page.data ? page.data.stored !== null : undefined;
  return useQuery({
    queryKey: testCaseKeys.resultPage(caseId, stored ?? false, offset, CASE_RESULT_PAGE_ROWS),
    queryFn: ({ signal }) =>
      stored
        ? getStoredCaseResults(caseId, offset, CASE_RESULT_PAGE_ROWS, signal)
        : serviceResultPage(client, caseId, offset),
    enabled: stored !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: stored ? CASE_FOLLOW_MS : false,
  });
}
