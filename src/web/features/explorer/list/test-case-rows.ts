// How the test case list loads, sorts and filters its rows off the page (see row-set/): the API layer's
// streamed read (scored for flakiness when short, scored-cases.ts: by the history store when it answers), the columns' values, and the counts.
import { setApiBaseUrl } from '../../../../client/http/runtime-config';
import { streamTestCases } from '../../../../client/test-cases/stream-test-cases';
import type { TestCaseQuery } from '../../../../contract/query-options';
import type { RowSetDefinition } from '../../../components/data-table/row-set/serve-row-set';
import { scoreFlakiness, type ListedCase } from './scored-cases';
import { isFlaky, lastFailed, TEST_CASE_VALUES, testCaseId } from './test-case-values';

export interface TestCaseRowsRequest {
  /** The page's base URL (config.json may have changed it), which a worker cannot read for itself. */
  baseUrl: string;
  query: TestCaseQuery;
  /** Score the list over the dashboard server's history store (GET /api/flaky) rather than each case's history. */
  fromStore: boolean;
}

export const testCaseRows: RowSetDefinition<ListedCase, TestCaseRowsRequest> = {
  load: ({ baseUrl, query }) => {
    setApiBaseUrl(baseUrl);
    return streamTestCases(query);
  },
  refine: scoreFlakiness,
  columns: TEST_CASE_VALUES,
  rowId: testCaseId,
  counters: { failed: lastFailed, flaky: isFlaky, scored: (row) => row.flakiness !== undefined },
};
