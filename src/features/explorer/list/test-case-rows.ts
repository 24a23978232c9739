// How the test case list loads, sorts and filters its rows off the page (see row-set/): the API layer's
// streamed read, the columns' values, and the "last failed" count.
import { setApiBaseUrl } from '../../../api/client/runtime-config';
import { streamTestCases } from '../../../api/test-cases/get-test-cases';
import type { TestCaseQuery } from '../../../contract/query-options';
import type { TestCase } from '../../../contract/records';
import type { RowSetDefinition } from '../../../components/data-table/row-set/serve-row-set';
import { lastFailed, TEST_CASE_VALUES, testCaseId } from './test-case-values';

export interface TestCaseRowsRequest {
  /** The page's base URL (config.json may have changed it), which a worker cannot read for itself. */
  baseUrl: string;
  query: TestCaseQuery;
}

export const testCaseRows: RowSetDefinition<TestCase, TestCaseRowsRequest> = {
  load: ({ baseUrl, query }) => {
    setApiBaseUrl(baseUrl);
    return streamTestCases(query);
  },
  columns: TEST_CASE_VALUES,
  rowId: testCaseId,
  counters: { failed: lastFailed },
};
