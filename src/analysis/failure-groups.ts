// Failed test cases grouped by cause (their normalised message), as a lead triages a run: the biggest cause
// first, with the folders it touches and when it was first and last seen. The same tally serves one run
// (all its failures listed) and the overview's thousands of runs streamed newest first (the newest listed).
import type { Execution, ListedRun } from '../contract/records';
import { failureCause } from './failure-message';
import { isFailedDetail } from './run-outcome';
import { compareWire } from '../contract/wire-order';

export type RunRef = Pick<ListedRun, 'RUN_ID' | 'NAME' | 'STARTED_DATE' | 'STARTED_TIME'>;

export interface Failure {
  run: RunRef;
  detail: Execution;
}

export interface FailureGroup {
  /** The normalised message all failures of the group share. */
  cause: string;
  /** One real message of the group, from its newest failure. */
  example: string;
  /** The group's failures in the order added (newest run first, then by test case ID), at most the tally's limit. */
  failures: Failure[];
  /** All failures of the group, listed or not. */
  failureCount: number;
  /** The distinct test cases that failed this way. */
  caseCount: number;
  /** The folders (SCNRID) of those test cases, sorted, at most the tally's limit. */
  folders: string[];
  folderCount: number;
  /** The earliest and the latest of the runs looked at in which a test case failed this way. */
  firstSeen: RunRef;
  lastSeen: RunRef;
}

const startOf = (run: RunRef) => `${run.STARTED_DATE} ${run.STARTED_TIME} ${run.RUN_ID}`;
const refOf = ({ RUN_ID, NAME, STARTED_DATE, STARTED_TIME }: RunRef): RunRef => ({
  RUN_ID,
  NAME,
  STARTED_DATE,
  STARTED_TIME,
});

interface Tallied {
  example: string;
  failures: Failure[];
  failureCount: number;
  cases: Set<string>;
  folders: Set<string>;
  firstSeen?: RunRef;
  lastSeen?: RunRef;
}

export class FailureGroupTally {
  private readonly byCause = new Map<string, Tallied>();
  /**
   * Each message's cause, worked out once: thousands of failures repeat a few thousand messages (a third as many
   * over the overview's 30 days on the large data set), and masking one takes seven regular expressions.
   */
  private readonly causes = new Map<string, string>();

  /** `listed`: how many failures and folders each group keeps to show (the first added, so add newest first). */
  constructor(private readonly listed = Infinity) {}

  /** A failed (or aborted) execution of a run; others are left out. */
  addFailure(run: RunRef, detail: Execution): void {
    if (!isFailedDetail(detail)) return;
    const group = this.group(this.causeOf(detail), detail.MESSAGE);
    group.failureCount += 1;
    group.cases.add(detail.CASEID);
    group.folders.add(detail.SCNRID);
    if (group.failures.length < this.listed) group.failures.push({ run: refOf(run), detail });
    this.see(group, run);
  }

  /** Earlier runs whose failures only date the groups (first and last seen), without being listed or counted. */
  addHistory(runs: readonly ListedRun[]): void {
    for (const run of runs)
      for (const detail of run.DETAILS.filter(isFailedDetail)) {
        const group = this.byCause.get(this.causeOf(detail));
        if (group) this.see(group, run);
      }
  }

  /** The groups, the one with the most test cases first. */
  groups(): FailureGroup[] {
    return (
      [...this.byCause]
        .map(([cause, group]) => ({
          cause,
          example: group.example,
          failures: [...group.failures],
          failureCount: group.failureCount,
          caseCount: group.cases.size,
          folders: [...group.folders].toSorted().slice(0, this.listed),
          folderCount: group.folders.size,
          firstSeen: group.firstSeen!,
          lastSeen: group.lastSeen!,
        }))
        // Equal counts: by the cause's characters, only to make the order the same every time.
        .toSorted(
          (a, b) => b.caseCount - a.caseCount || b.failureCount - a.failureCount || compareWire(a.cause, b.cause),
        )
    );
  }

  private causeOf({ MESSAGE }: Execution): string {
    let cause = this.causes.get(MESSAGE);
    if (cause === undefined) {
      cause = failureCause(MESSAGE);
      this.causes.set(MESSAGE, cause);
    }
    return cause;
  }

  private group(cause: string, message: string): Tallied {
    let group = this.byCause.get(cause);
    if (!group) {
      group = { example: message, failures: [], failureCount: 0, cases: new Set(), folders: new Set() };
      this.byCause.set(cause, group);
    }
    return group;
  }

  private see(group: Tallied, run: RunRef): void {
    if (!group.firstSeen || startOf(run) < startOf(group.firstSeen)) group.firstSeen = refOf(run);
    if (!group.lastSeen || startOf(run) > startOf(group.lastSeen)) group.lastSeen = refOf(run);
  }
}

/**
 * The failures of `runs` grouped by cause, every one listed. First and last seen look at `runs` and at
 * `history` (earlier runs whose failures are not listed, only dated).
 */
export function groupFailures(runs: readonly ListedRun[], history: readonly ListedRun[] = []): FailureGroup[] {
  const tally = new FailureGroupTally();
  for (const run of runs.toSorted((a, b) => compareWire(startOf(b), startOf(a))))
    for (const detail of run.DETAILS.toSorted((a, b) => compareWire(a.CASEID, b.CASEID))) tally.addFailure(run, detail);
  tally.addHistory(history);
  return tally.groups();
}
