import type { TestCaseQuery } from '../../contract/query-options';
import { testCaseSchema, type TestCase } from '../../contract/records';
import { streamRecords } from '../http/stream-records';

/**
 * Test cases matching the query (as getTestCases) in validated batches as they arrive, for folders whose sub-tree
 * holds tens of thousands.
 */
export function streamTestCases(query: TestCaseQuery, signal?: AbortSignal): AsyncGenerator<TestCase[]> {
  return streamRecords('/testcases', testCaseSchema, { query, signal });
}
