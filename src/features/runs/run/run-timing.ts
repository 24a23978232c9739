import { fromWireDateTime } from '../../../contract/date-time';
import type { TestRun } from '../../../contract/records';

/** How many test cases are done (passed or failed) out of the total. */
export function doneCount(run: TestRun): number {
  return run.TC_PASSED + run.TC_FAILED;
}

/** Milliseconds from start to end, or to `now` while the run is in progress. */
export function runDuration(run: TestRun, now: number): number {
  const start = fromWireDateTime(run.STARTED_DATE, run.STARTED_TIME);
  const end = run.END_DATE ? fromWireDateTime(run.END_DATE, run.END_TIME) : now;
  return Number.isFinite(start) && Number.isFinite(end) ? Math.max(0, end - start) : Number.NaN;
}
