// Keeping the store's run indexes in step when runs are started, merged into and finished.
import { FAILED_STATUSES, PASSED_STATUSES } from '../../contract/codes';
import type { MockStore, RunRecord, StoredRun } from '../store/store-types';
import { compareRunsNewestFirst } from '../store/run-order';

/** Inserts a run ID where it belongs in the newest-first order (binary search: lists can be long). */
export function insertRunId(store: MockStore, record: RunRecord): void {
  const ids = store.runIdsNewestFirst;
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRunsNewestFirst(store.runs.get(ids[middle]!)!.record, record) < 0) low = middle + 1;
    else high = middle;
  }
  ids.splice(low, 0, record.RUN_ID);
}

/** Records that a case executes in a run, at the front of its history (the run is its newest). */
export function addToCaseHistory(store: MockStore, caseId: string, runId: string): void {
  const history = store.runIdsByCase.get(caseId) ?? [];
  const existing = history.indexOf(runId);
  if (existing >= 0) history.splice(existing, 1);
  history.unshift(runId);
  store.runIdsByCase.set(caseId, history);
}

/** TC_TOTAL, TC_PASSED and TC_FAILED from the details (warnings pass, aborts fail). */
export function recount(run: StoredRun): void {
  run.record.TC_TOTAL = run.details.length;
  run.record.TC_PASSED = run.details.filter((detail) => PASSED_STATUSES.includes(detail.STATUS)).length;
  run.record.TC_FAILED = run.details.filter((detail) => FAILED_STATUSES.includes(detail.STATUS)).length;
}
