// The overview's figures over runs, added up while the runs stream in (newest first, as the service lists
// them), so tens of thousands of runs with their details are never held at once.
import { FAILED_STATUSES, PASSED_STATUSES, isUnfinishedStatus } from '../../contract/codes';
import { elapsedMs } from '../../contract/date-time';
import { isRunFinished, type Execution, type ListedRun } from '../../contract/records';
import { FailureGroupTally, type FailureGroup } from '../failure-groups';
import { firstInOrder } from '../first-in-order';
import { bucketEnd, bucketIndex, bucketsOf, type Buckets, type DateRange } from './date-range';
import { compareWire } from '../../contract/wire-order';
import { isOutage } from '../triage/outage-rule';

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

export interface Outcome {
  passed: number;
  failed: number;
  aborted: number;
  /** Queued, running, or a status this dashboard does not know. */
  other: number;
  total: number;
}

export interface PassRatePoint {
  /** First and last day of the bucket. */
  from: string;
  to: string;
  passed: number;
  /** Passed, failed and aborted executions, outages left out: the pass rate's base. */
  finished: number;
  /** Aborts the outage rule matches, counted in neither `passed` nor `finished`. */
  outages: number;
}

export interface PassRateSeries {
  weekly: boolean;
  /** Every run type together. */
  all: PassRatePoint[];
  /** One series per run type that occurs, by type code; runs without a type under ''. */
  byType: Record<string, PassRatePoint[]>;
}

export interface RunDuration {
  runId: string;
  name: string;
  type: string;
  startedDate: string;
  startedTime: string;
  ms: number;
}

export interface DurationPoint {
  from: string;
  to: string;
  runs: number;
  /** Mean duration of the finished runs started in the bucket; 0 without any. */
  meanMs: number;
}

export interface FailingStreak {
  caseId: string;
  since: string;
  atLeast: boolean;
}

export interface FolderFailures {
  folderId: string;
  failed: number;
  passed: number;
  finished: number;
}

interface RateSum {
  passed: number;
  finished: number;
  outages: number;
}

const isPassed = (status: string) => PASSED_STATUSES.includes(status);
const isFailed = (status: string) => FAILED_STATUSES.includes(status);
export const emptyOutcome = (): Outcome => ({ passed: 0, failed: 0, aborted: 0, other: 0, total: 0 });

export function addToOutcome(outcome: Outcome, status: string): void {
  outcome.total += 1;
  if (isPassed(status)) outcome.passed += 1;
  else if (status === 'E') outcome.failed += 1;
  else if (status === 'A') outcome.aborted += 1;
  else outcome.other += 1;
}

export function addOutcome(into: Outcome, outcome: Outcome): void {
  for (const key of Object.keys(outcome) as (keyof Outcome)[]) into[key] += outcome[key];
}

/** A run read without DETAILS: its counts, with aborted cases inside `failed` (the service counts them so). */
export function outcomeOfCounts(run: Pick<ListedRun, 'TC_TOTAL' | 'TC_PASSED' | 'TC_FAILED'>): Outcome {
  const other = Math.max(0, run.TC_TOTAL - run.TC_PASSED - run.TC_FAILED);
  return { passed: run.TC_PASSED, failed: run.TC_FAILED, aborted: 0, other, total: run.TC_TOTAL };
}

/** How many runs the slowest and latest lists keep. */
export const LISTED_RUNS = 5;
/** How many failures (and folders) each failure group lists; the rest are counted. */
export const LISTED_FAILURES = 100;

const startOf = (entry: RunDuration) => `${entry.startedDate} ${entry.startedTime}`;

/** Inserts an entry into a list kept in order and cut at LISTED_RUNS (earlier entries win ties). */
function keepTop(list: RunDuration[], entry: RunDuration, before: (a: RunDuration, b: RunDuration) => boolean): void {
  const at = list.findIndex((other) => before(entry, other));
  if (at < 0 && list.length >= LISTED_RUNS) return;
  list.splice(at < 0 ? list.length : at, 0, entry);
  list.length = Math.min(list.length, LISTED_RUNS);
}

export class RunTally {
  private readonly buckets: Buckets;
  private readonly outcome = emptyOutcome();
  private readonly rate = new Map<string, RateSum[]>();
  private readonly durationSums: { runs: number; ms: number }[];
  private readonly slowest: RunDuration[] = [];
  private readonly latest: RunDuration[] = [];
  private readonly folders = new Map<string, FolderFailures>();
  private readonly executed = new Set<string>();
  /** Failures by cause; each group lists its newest failures (the runs stream in newest first). */
  private readonly failures = new FailureGroupTally(LISTED_FAILURES);
  /**
   * Per test case: whether its newest result failed, and the oldest failure of that unbroken run of failures
   * (open while no older result has broken it yet).
   */
  private readonly streaks = new Map<string, { failing: boolean; open: boolean; since: string }>();

  constructor(
    private readonly range: DateRange,
    private readonly scope: RunScope,
  ) {
    this.buckets = bucketsOf(range);
    this.durationSums = this.buckets.starts.map(() => ({ runs: 0, ms: 0 }));
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
      const outcome = details.length > 0 ? this.addDetails(run, details) : this.addCounts(run);
      // A run read without details cannot tell its outages: its aborts count as the service counts them.
      this.addRate(run.TYPE ?? '', index, outcome, this.outagesIn(details));
      this.addDuration(run, index);
    }
  }

  private addDetails(run: ListedRun, details: readonly Execution[]): Outcome {
    const outcome = emptyOutcome();
    for (const detail of details) {
      addToOutcome(outcome, detail.STATUS);
      addToOutcome(this.outcome, detail.STATUS);
      this.executed.add(detail.CASEID);
      this.addToFolder(detail);
      this.addToStreak(detail, run);
      this.failures.addFailure(run, detail);
    }
    return outcome;
  }

  private outagesIn(details: readonly Execution[]): number {
    const patterns = this.scope.outagePatterns ?? [];
    if (patterns.length === 0) return 0;
    return details.filter((detail) => isOutage(detail, patterns)).length;
  }

  private addCounts(run: ListedRun): Outcome {
    const outcome = outcomeOfCounts(run);
    addOutcome(this.outcome, outcome);
    return outcome;
  }

  private addToFolder(detail: Execution): void {
    if (isUnfinishedStatus(detail.STATUS)) return;
    const folder = this.folders.get(detail.SCNRID) ?? { folderId: detail.SCNRID, failed: 0, passed: 0, finished: 0 };
    folder.finished += 1;
    if (isPassed(detail.STATUS)) folder.passed += 1;
    if (isFailed(detail.STATUS)) folder.failed += 1;
    this.folders.set(detail.SCNRID, folder);
  }

  private addToStreak(detail: Execution, run: ListedRun): void {
    if (isUnfinishedStatus(detail.STATUS) || !detail.STATUS) return;
    const streak = this.streaks.get(detail.CASEID);
    if (!streak) {
      const failing = isFailed(detail.STATUS);
      this.streaks.set(detail.CASEID, { failing, open: failing, since: run.STARTED_DATE });
    } else if (streak.open && isFailed(detail.STATUS)) streak.since = run.STARTED_DATE;
    else streak.open = false;
  }

  private addRate(type: string, index: number, outcome: Outcome, outages: number): void {
    for (const key of ['', `type:${type}`]) {
      let series = this.rate.get(key);
      if (!series) {
        series = this.buckets.starts.map(() => ({ passed: 0, finished: 0, outages: 0 }));
        this.rate.set(key, series);
      }
      series[index]!.passed += outcome.passed;
      series[index]!.finished += outcome.passed + outcome.failed + outcome.aborted - outages;
      series[index]!.outages += outages;
    }
  }

  private addDuration(run: ListedRun, index: number): void {
    if (!isRunFinished(run)) return;
    const ms = elapsedMs(run);
    if (!Number.isFinite(ms) || ms < 0) return;
    this.durationSums[index]!.runs += 1;
    this.durationSums[index]!.ms += ms;
    const entry = {
      runId: run.RUN_ID,
      name: run.NAME,
      type: run.TYPE ?? '',
      startedDate: run.STARTED_DATE,
      startedTime: run.STARTED_TIME,
      ms,
    };
    keepTop(this.slowest, entry, (a, b) => a.ms > b.ms);
    keepTop(this.latest, entry, (a, b) => startOf(a) > startOf(b));
  }

  executions(): Outcome {
    return { ...this.outcome };
  }

  passRate(): PassRateSeries {
    const points = (series: RateSum[] | undefined): PassRatePoint[] =>
      this.buckets.starts.map((from, index) => ({
        from,
        to: this.bucketEnd(index),
        passed: series?.[index]?.passed ?? 0,
        finished: series?.[index]?.finished ?? 0,
        outages: series?.[index]?.outages ?? 0,
      }));
    const byType: Record<string, PassRatePoint[]> = {};
    for (const key of [...this.rate.keys()].filter((each) => each.startsWith('type:')).toSorted())
      byType[key.slice(5)] = points(this.rate.get(key));
    return { weekly: this.buckets.weekly, all: points(this.rate.get('')), byType };
  }

  /** The finished runs that started last, newest first. */
  latestFinished(): RunDuration[] {
    return this.latest.map((entry) => ({ ...entry }));
  }

  durations(): { weekly: boolean; slowest: RunDuration[]; trend: DurationPoint[] } {
    const trend = this.durationSums.map((sum, index) => ({
      from: this.buckets.starts[index]!,
      to: this.bucketEnd(index),
      runs: sum.runs,
      meanMs: sum.runs > 0 ? Math.round(sum.ms / sum.runs) : 0,
    }));
    return { weekly: this.buckets.weekly, slowest: this.slowest.map((entry) => ({ ...entry })), trend };
  }

  /** The folders with the most failed executions (failed and aborted), ties by the lower pass rate. */
  mostFailing(limit: number): FolderFailures[] {
    const rate = (folder: FolderFailures) => folder.passed / folder.finished;
    const failing = [...this.folders.values()].filter((folder) => folder.failed > 0);
    return firstInOrder(
      failing,
      limit,
      (a, b) => b.failed - a.failed || rate(a) - rate(b) || compareWire(a.folderId, b.folderId),
    ).map((folder) => ({ ...folder }));
  }

  /** The causes with the most failed test cases (read with DETAILS only). */
  failureGroups(limit: number): FailureGroup[] {
    return this.failures.groups().slice(0, limit);
  }

  /** Test cases with an execution in the range (within the scope). */
  executedCases(): ReadonlySet<string> {
    return this.executed;
  }

  /**
   * The day a test case's newest run of failures began, if its newest result in the range failed; `atLeast` when
   * every result the range holds failed, so the failures may have begun before it.
   */
  failingSince(caseId: string): { since: string; atLeast: boolean } | undefined {
    const streak = this.streaks.get(caseId);
    return streak?.failing ? { since: streak.since, atLeast: streak.open } : undefined;
  }

  /** Every test case whose newest result in the range failed, with failingSince's answer: for another thread. */
  failingStreaks(): FailingStreak[] {
    const failing: FailingStreak[] = [];
    for (const [caseId, streak] of this.streaks)
      if (streak.failing) failing.push({ caseId, since: streak.since, atLeast: streak.open });
    return failing;
  }

  private bucketEnd(index: number): string {
    return bucketEnd(this.buckets, index, this.range);
  }
}
