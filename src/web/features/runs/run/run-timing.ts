import { fromWireDateTime } from '../../../../contract/date-time';
import type { TestRun } from '../../../../contract/records';
import { formatDuration } from '../../../../format/format';

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

/**
 * Milliseconds until the run ends if the cases left go at the pace of those done so far; undefined while
 * none is done (there is no pace yet) and once all are.
 */
export function estimateTimeLeft(elapsedMs: number, done: number, total: number): number | undefined {
  if (!Number.isFinite(elapsedMs) || done <= 0 || done >= total) return undefined;
  return (elapsedMs / done) * (total - done);
}

/**
 * An estimate said as one: to 5 seconds under a minute, to the minute above (the pace changes as cases
 * finish, so finer figures would jump about and claim a precision the estimate does not have).
 */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(5, Math.round(ms / 5000) * 5);
  if (seconds < 60) return `about ${seconds} s`;
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return `about ${minutes < 60 ? `${minutes} min` : formatDuration(minutes * 60_000)}`;
}
