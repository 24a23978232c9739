import type { TestRunQuery } from '../../contract/query-options';
import { testRunSchema, type TestRun } from '../../contract/records';
import { getRecords } from '../client/api-client';

/**
 * Runs matching the query, newest first, in one answer; DETAILS only with `$includeDetails`. For a history
 * of any length the screens stream it instead (stream-test-runs.ts).
 */
export function getTestRuns(query: TestRunQuery, signal?: AbortSignal): Promise<TestRun[]> {
  return getRecords('/testruns', testRunSchema, { query, signal });
}
