// How long finished runs took: the mean per date bucket, the slowest runs and the latest to finish.
import { elapsedMs } from '../../contract/date-time';
import { isRunFinished, type ListedRun } from '../../contract/records';
import type { Buckets } from './date-range';

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

/** How many runs the slowest and latest lists keep. */
const LISTED_RUNS = 5;

const startOf = (entry: RunDuration) => `${entry.startedDate} ${entry.startedTime}`;

/** Inserts an entry into a list kept in order and cut at LISTED_RUNS (earlier entries win ties). */
function keepTop(list: RunDuration[], entry: RunDuration, before: (a: RunDuration, b: RunDuration) => boolean): void {
  const at = list.findIndex((other) => before(entry, other));
  if (at < 0 && list.length >= LISTED_RUNS) return;
  list.splice(at < 0 ? list.length : at, 0, entry);
  list.length = Math.min(list.length, LISTED_RUNS);
}

export class DurationTally {
  private readonly sums: { runs: number; ms: number }[];
  private readonly slowest: RunDuration[] = [];
  private readonly latest: RunDuration[] = [];

  constructor(
    private readonly buckets: Buckets,
    private readonly bucketEnd: (index: number) => string,
  ) {
    this.sums = buckets.starts.map(() => ({ runs: 0, ms: 0 }));
  }

  add(run: ListedRun, index: number): void {
    if (!isRunFinished(run)) return;
    const ms = elapsedMs(run);
    if (!Number.isFinite(ms) || ms < 0) return;
    this.sums[index]!.runs += 1;
    this.sums[index]!.ms += ms;
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

  /** The finished runs that started last, newest first. */
  latestFinished(): RunDuration[] {
    return this.latest.map((entry) => ({ ...entry }));
  }

  durations(): { weekly: boolean; slowest: RunDuration[]; trend: DurationPoint[] } {
    const trend = this.sums.map((sum, index) => ({
      from: this.buckets.starts[index]!,
      to: this.bucketEnd(index),
      runs: sum.runs,
      meanMs: sum.runs > 0 ? Math.round(sum.ms / sum.runs) : 0,
    }));
    return { weekly: this.buckets.weekly, slowest: this.slowest.map((entry) => ({ ...entry })), trend };
  }
}
