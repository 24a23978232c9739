// What each run column shows, as plain values: the table renders them, and the list's worker sorts and
// filters by exactly the same values.
import { RUN_TYPES } from '../../../contract/codes';
import { isRunFinished, type TestRun } from '../../../contract/records';
import type { ColumnValues } from '../../../components/data-table/row-set/row-view';
import { formatDateTime } from '../../../components/format';
import { passRatePercent } from './pass-rate-band';
import { RUN_STATES, runState } from './run-state';

/** Sorts below every real rate, so runs without one gather at an end. */
const NO_RATE = -1;

export const RUN_VALUES = {
  Name: (run: TestRun) => run.NAME || run.RUN_ID,
  Status: (run: TestRun) => RUN_STATES[runState(run)],
  'Pass rate': (run: TestRun) => passRatePercent(run) ?? NO_RATE,
  Passed: (run: TestRun) => run.TC_PASSED,
  Failed: (run: TestRun) => run.TC_FAILED,
  Total: (run: TestRun) => run.TC_TOTAL,
  Start: (run: TestRun) => formatDateTime(run.STARTED_DATE, run.STARTED_TIME),
  End: (run: TestRun) => (isRunFinished(run) ? formatDateTime(run.END_DATE, run.END_TIME) : ''),
  Type: (run: TestRun) => (run.TYPE ? (RUN_TYPES[run.TYPE as keyof typeof RUN_TYPES] ?? run.TYPE) : ''),
  'Started by': (run: TestRun) => run.STARTED_BY,
} satisfies ColumnValues<TestRun>;

/** A row's identity in the table. */
export const runId = (run: TestRun) => run.RUN_ID;
