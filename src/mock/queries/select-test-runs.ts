// Which runs GET /testruns answers with, newest first (docs/interface/rest-v1.md#test-run-endpoints,
// docs/interface/decisions.md#query-options-d2).
import type { TEST_RUN_OPTIONS } from '../../contract/query-options';
import type { ParsedOptions } from '../http/parse-options';
import { badRequest } from '../http/http-error';
import type { MockStore, StoredRun } from '../store/store-types';

type TestRunOptions = ParsedOptions<typeof TEST_RUN_OPTIONS>;

export function selectTestRuns(store: MockStore, options: TestRunOptions): StoredRun[] {
  if (options.STARTED_FROM && options.STARTED_TO && options.STARTED_FROM > options.STARTED_TO) {
    throw badRequest(`STARTED_FROM (${options.STARTED_FROM}) is after STARTED_TO (${options.STARTED_TO})`);
  }
  if (options.RUN_ID !== undefined) {
    const run = store.runs.get(options.RUN_ID);
    return run && matches(run, options) ? [run] : [];
  }
  const result: StoredRun[] = [];
  for (const runId of store.runIdsNewestFirst) {
    const run = store.runs.get(runId)!;
    if (matches(run, options)) result.push(run);
  }
  return result;
}

function matches({ record }: StoredRun, options: TestRunOptions): boolean {
  if (options.NAME && !options.NAME.test(record.NAME)) return false;
  if (options.TYPE !== undefined && record.TYPE !== options.TYPE) return false;
  if (options.STARTED_BY !== undefined && record.STARTED_BY.toUpperCase() !== options.STARTED_BY) return false;
  if (options.STARTED_DATE !== undefined && record.STARTED_DATE !== options.STARTED_DATE) return false;
  if (options.STARTED_FROM !== undefined && record.STARTED_DATE < options.STARTED_FROM) return false;
  if (options.STARTED_TO !== undefined && record.STARTED_DATE > options.STARTED_TO) return false;
  return !options.q || record.NAME.toLowerCase().includes(options.q);
}
