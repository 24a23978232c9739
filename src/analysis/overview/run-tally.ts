// The overview's figures over runs, added up while the runs stream in (newest first, as the service lists
// them), so tens of thousands of runs with their details are never held at once.
import type { Execution, ListedRun } from '../../contract/records';
import { FailureGroupTally, type FailureGroup } from '../failure-groups';
import { isOutage } from '../triage/outage-rule';
import { bucketEnd, bucketIndex, bucketsOf, type Buckets, type DateRange } from './date-range';
import { DurationTally, type DurationPoint, type RunDuration } from './duration-tally';
import { FailingStreaks, type FailingStreak } from './failing-streaks';
import { FolderFailureTally, type FolderFailures } from './folder-failures';
import { addOutcome, addToOutcome, emptyOutcome, outcomeOfCounts, type Outcome } from './outcome';
import { PassRateTally, type PassRateSeries } from './pass-rate-tally';

/** Which executions count: those in these folders (padded IDs; all when absent) of runs of these types (all when empty). */
export interface RunScope {
  folders?: ReadonlySet<string>;
  types: readonly string[];
  /**
   * The outage rule's texts (analysis/triage/outage-rule.ts); none when absent. An abort it matches was the service
   * or a system being down: neither a pass nor a failure of the test for the pass rate, which counts it apart.
   */
  outagePatterns?: readonly string[];
}

/** How many failures (and folders) each failure group lists; the rest are counted. */
const LISTED_FAILURES = 100;

export class RunTally {
  private readonly buckets: Buckets;
  private readonly outcome = emptyOutcome();
  private readonly rate: PassRateTally;
  private readonly durationTally: DurationTally;
  private readonly folders = new FolderFailureTally();
  private readonly executed = new Set<string>();
  /** Failures by cause; each group lists its newest failures (the runs stream in newest first). */
  private readonly failures = new FailureGroupTally(LISTED_FAILURES);
  private readonly streaks = new FailingStreaks();

  constructor(
    private readonly range: DateRange,
    private readonly scope: RunScope,
  ) {
    this.buckets = bucketsOf(range);
    const end = (index: number) => bucketEnd(this.buckets, index, this.range);
    this.rate = new PassRateTally(this.buckets, end);
    this.durationTally = new DurationTally(this.buckets, end);
  }

  /** Adds runs read with DETAILS (or, without a folder scope, read without them: then by their counts). */
  add(runs: readonly ListedRun[]): void {
    for (const run of runs) {
      if (this.scope.types.length > 0 && !this.scope.types.includes(run.TYPE ?? '')) continue;
      const index = bucketIndex(this.buckets, run.STARTED_DATE);
      if (index < 0 || run.STARTED_DATE > this.range.to) continue;
      const folders = this.scope.folders;
      const details = folders ? run.DETAILS.filter((detail) => folders.has(detail.SCNRID)) : run.DETAILS;
      if (folders && details.length === 0) continue;
      // A run read without details cannot tell its outages: its aborts count as the service counts them.
      const outcome = details.length > 0 ? this.addDetails(run, details) : outcomeOfCounts(run);
      addOutcome(this.outcome, outcome);
      this.rate.add(run.TYPE ?? '', index, outcome);
      this.durationTally.add(run, index);
    }
  }

  private addDetails(run: ListedRun, details: readonly Execution[]): Outcome {
    const outcome = emptyOutcome();
    for (const detail of details) {
      addToOutcome(outcome, detail.STATUS);
      this.executed.add(detail.CASEID);
      this.folders.add(detail);
      this.streaks.add(detail, run);
      this.failures.addFailure(run, detail);
    }
    const patterns = this.scope.outagePatterns ?? [];
    if (patterns.length > 0) outcome.outages = details.filter((detail) => isOutage(detail, patterns)).length;
    return outcome;
  }

  executions(): Outcome {
    return { ...this.outcome };
  }

  passRate(): PassRateSeries {
    return this.rate.series();
  }

  /** The finished runs that started last, newest first. */
  latestFinished(): RunDuration[] {
    return this.durationTally.latestFinished();
  }

  durations(): { weekly: boolean; slowest: RunDuration[]; trend: DurationPoint[] } {
    return this.durationTally.durations();
  }

  /** The folders with the most failed executions (failed and aborted), ties by the lower pass rate. */
  mostFailing(limit: number): FolderFailures[] {
    return this.folders.mostFailing(limit);
  }

  /** The causes with the most failed test cases (read with DETAILS only). */
  failureGroups(limit: number): FailureGroup[] {
    return this.failures.groups().slice(0, limit);
  }

  /** Test cases with an execution in the range (within the scope). */
  executedCases(): ReadonlySet<string> {
    return this.executed;
  }

  /** When its newest run of failures began, if its newest result in the range failed (FailingStreaks says more). */
  failingSince(caseId: string): { since: string; atLeast: boolean } | undefined {
    return this.streaks.failingSince(caseId);
  }

  /** Every test case whose newest result in the range failed, with failingSince's answer: for another thread. */
  failingStreaks(): FailingStreak[] {
    return this.streaks.failing();
  }
}
