// What each run column shows, as plain values: the table renders them, and the list's worker sorts and
// filters by exactly the same values.
import { failedCount, runEnding } from '../../../../analysis/run-ending';
import { runTypeText } from '../../../../contract/codes';
import { elapsedMs } from '../../../../contract/date-time';
import type { ListedRun } from '../../../../contract/records';
import type { ColumnValues } from '../../../components/data-table/row-set/row-view';
import { formatDateTime } from '../../../../format/format';
import { passRatePercent } from './pass-rate';
import { RUN_STATES } from './run-state';

/** A run type as the list says it: its name, the code the service sent if it has none, '' without a type. */
export const typeName = (code: string | undefined) => (code ? (runTypeText(code) ?? code) : '');

/** Sorts below every real rate or duration, so runs without one (not run, still running) gather at an end. */
const NONE = -1;

export const RUN_VALUES = {
  Name: (run: ListedRun) => run.NAME || run.RUN_ID,
  Status: (run: ListedRun) => RUN_STATES[runEnding(run)],
  'Pass rate': (run: ListedRun) => passRatePercent(run) ?? NONE,
  Passed: (run: ListedRun) => run.TC_PASSED,
  // Cases a service stop aborted did not fail (the Status says what happened to them).
  Failed: failedCount,
  Total: (run: ListedRun) => run.TC_TOTAL,
  Start: (run: ListedRun) => formatDateTime(run.STARTED_DATE, run.STARTED_TIME),
  // How long it took says more in a list than when it ended, which the run's page shows: which runs are slow.
  Duration: (run: ListedRun) => {
    const ms = elapsedMs(run);
    return Number.isFinite(ms) && ms >= 0 ? ms : NONE;
  },
  Type: (run: ListedRun) => typeName(run.TYPE),
  'Started by': (run: ListedRun) => run.STARTED_BY,
} satisfies ColumnValues<ListedRun>;

/** A row's identity in the table. */
export const runId = (run: ListedRun) => run.RUN_ID;
