// What each run column shows, as plain values the table renders; the server sorts and filters by the same
// values (server/history/read/run-list-sql.ts).
import { failedCount, runEnding } from '../../../../analysis/run-ending';
import { runTypeText } from '../../../../contract/codes';
import { elapsedMs } from '../../../../contract/date-time';
import type { ListRun } from '../../../../contract/dashboard-api/runs';
import { formatDateTime } from '../../../../format/format';
import { passRatePercent } from '../../../../analysis/pass-rate';
import { RUN_STATES } from '../../../../analysis/run-state-words';

/** A run type as the list says it: its name, the code the service sent if it has none, '' without a type. */
export const typeName = (code: string | undefined) => (code ? (runTypeText(code) ?? code) : '');

/** Sorts below every real rate or duration, so runs without one (not run, still running) gather at an end. */
const NONE = -1;

export const RUN_VALUES = {
  Name: (run: ListRun) => run.NAME || run.RUN_ID,
  Status: (run: ListRun) => RUN_STATES[runEnding(run)],
  'Pass rate': (run: ListRun) => passRatePercent(run) ?? NONE,
  Passed: (run: ListRun) => run.TC_PASSED,
  // Cases a service stop aborted did not fail (the Status says what happened to them).
  Failed: failedCount,
  Total: (run: ListRun) => run.TC_TOTAL,
  Start: (run: ListRun) => formatDateTime(run.STARTED_DATE, run.STARTED_TIME),
  // How long it took says more in a list than when it ended, which the run's page shows: which runs are slow.
  Duration: (run: ListRun) => {
    const ms = elapsedMs(run);
    return Number.isFinite(ms) && ms >= 0 ? ms : NONE;
  },
  Type: (run: ListRun) => typeName(run.TYPE),
  'Started by': (run: ListRun) => run.STARTED_BY,
};

/** A row's identity in the table. */
export const runId = (run: ListRun) => run.RUN_ID;
