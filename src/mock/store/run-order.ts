// Ordering and history bookkeeping shared by the seeded data and runs started on the mock.
import { statusText } from '../../contract/codes';
import type { RunDetail, TestCase } from '../../contract/records';
import type { RunRecord } from './store-types';
import { compareWire } from '../../contract/wire-order';

/** Newest first: by start date and time, then by ID so the order is total and stable. */
export function compareRunsNewestFirst(a: RunRecord, b: RunRecord): number {
  const left = `${a.STARTED_DATE}T${a.STARTED_TIME}`;
  const right = `${b.STARTED_DATE}T${b.STARTED_TIME}`;
  return compareWire(right, left) || compareWire(b.RUN_ID, a.RUN_ID);
}

/** A test case's LAST_* fields after it executed in a run. */
export function applyLastExecution(testCase: TestCase, run: RunRecord, detail: RunDetail): void {
  testCase.LAST_RUN_ID = run.RUN_ID;
  testCase.LAST_STARTED_BY = run.STARTED_BY;
  testCase.LAST_STARTED_DATE = run.STARTED_DATE;
  testCase.LAST_STARTED_TIME = run.STARTED_TIME;
  testCase.LAST_STATUS = detail.STATUS;
  testCase.LAST_STATUS_TXT = detail.STATUS_TXT || statusText(detail.STATUS);
}
