// Failed test cases grouped by cause (their normalised message), as a lead triages a run: the biggest cause
// first, with the folders it touches and when it was first and last seen.
import type { RunDetail, TestRun } from '../contract/records';
import { normaliseFailureMessage } from './failure-message';
import { isFailedDetail } from './run-outcome';

export type RunRef = Pick<TestRun, 'RUN_ID' | 'NAME' | 'STARTED_DATE' | 'STARTED_TIME'>;

export interface Failure {
  run: RunRef;
  detail: RunDetail;
}

export interface FailureGroup {
  /** The normalised message all failures of the group share. */
  cause: string;
  /** One real message of the group, from its newest failure. */
  example: string;
  /** Every failure of the group, newest run first, then by test case ID. */
  failures: Failure[];
  /** The distinct test cases that failed this way. */
  caseIds: string[];
  /** The folders (SCNRID) of those test cases, sorted. */
  folders: string[];
  /** The earliest and the latest of the runs looked at in which a test case failed this way. */
  firstSeen: RunRef;
  lastSeen: RunRef;
}

const startOf = (run: RunRef) => `${run.STARTED_DATE} ${run.STARTED_TIME} ${run.RUN_ID}`;
const causeOf = (detail: RunDetail) => normaliseFailureMessage(detail.MESSAGE) || '(no message)';

/**
 * The failures of `runs` grouped by cause, the group with the most test cases first. First and last seen look
 * at `runs` and at `history` (earlier runs whose failures are not listed, only dated).
 */
export function groupFailures(runs: readonly TestRun[], history: readonly TestRun[] = []): FailureGroup[] {
  const byCause = new Map<string, Failure[]>();
  for (const run of [...runs].toSorted((a, b) => startOf(b).localeCompare(startOf(a))))
    for (const detail of run.DETAILS.filter(isFailedDetail).toSorted((a, b) => a.CASEID.localeCompare(b.CASEID))) {
      const cause = causeOf(detail);
      const failures = byCause.get(cause) ?? [];
      if (failures.length === 0) byCause.set(cause, failures);
      failures.push({ run, detail });
    }
  const seen = seenIn([...runs, ...history]);
  const groups = [...byCause].map(([cause, failures]): FailureGroup => {
    const [first, last] = seen.get(cause)!;
    return {
      cause,
      example: failures[0]!.detail.MESSAGE,
      failures,
      caseIds: [...new Set(failures.map((failure) => failure.detail.CASEID))],
      folders: [...new Set(failures.map((failure) => failure.detail.SCNRID))].toSorted(),
      firstSeen: first,
      lastSeen: last,
    };
  });
  return groups.toSorted(
    (a, b) =>
      b.caseIds.length - a.caseIds.length || b.failures.length - a.failures.length || a.cause.localeCompare(b.cause),
  );
}

/** For each cause, the earliest and the latest run in which some test case failed with it. */
function seenIn(runs: readonly TestRun[]): Map<string, [RunRef, RunRef]> {
  const seen = new Map<string, [RunRef, RunRef]>();
  for (const run of runs)
    for (const detail of run.DETAILS.filter(isFailedDetail)) {
      const cause = causeOf(detail);
      const known = seen.get(cause);
      if (!known) seen.set(cause, [run, run]);
      else {
        if (startOf(run) < startOf(known[0])) known[0] = run;
        if (startOf(run) > startOf(known[1])) known[1] = run;
      }
    }
  return seen;
}
