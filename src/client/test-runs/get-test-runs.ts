import type { TestRunQuery } from '../../contract/query-options';
import { listedRunSchema, type ListedRun } from '../../contract/records';
import { getRecords } from '../http/api-client';

/**
 * Runs matching the query, newest first, in one answer; DETAILS only with `$includeDetails`. For a history
 * of any length the screens stream it instead (stream-test-runs.ts). Read as lists read runs (`listedRunSchema`):
 * their variables are neither checked nor kept, since no list shows them; a run's page reads the run itself.
 */
export function getTestRuns(query: TestRunQuery, signal?: AbortSignal): Promise<ListedRun[]> {
  return getRecords('/testruns', listedRunSchema, { query, signal });
}
