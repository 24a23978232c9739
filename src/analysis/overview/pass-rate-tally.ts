// The pass rate per date bucket, for every run type together and for each type, with outages counted apart.
import type { Buckets } from './date-range';
import { finishedOf, type Outcome } from './outcome';

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

interface RateSum {
  passed: number;
  finished: number;
  outages: number;
}

export class PassRateTally {
  /** By '' for all runs and `type:<code>` for each type: one sum per bucket. */
  private readonly rate = new Map<string, RateSum[]>();

  constructor(
    private readonly buckets: Buckets,
    private readonly bucketEnd: (index: number) => string,
  ) {}

  add(type: string, index: number, outcome: Outcome): void {
    for (const key of ['', `type:${type}`]) {
      let series = this.rate.get(key);
      if (!series) {
        series = this.buckets.starts.map(() => ({ passed: 0, finished: 0, outages: 0 }));
        this.rate.set(key, series);
      }
      series[index]!.passed += outcome.passed;
      series[index]!.finished += finishedOf(outcome);
      series[index]!.outages += outcome.outages;
    }
  }

  series(): PassRateSeries {
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
}
