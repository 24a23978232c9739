import { ranCount, stoppedCount } from './run-ending';

type Rated = Parameters<typeof ranCount>[0] & { OUTAGES?: number };

/** How many of a run's cases aborted in an outage (the store's rule; none where no store tells). */
export const outagesOf = (run: Rated): number => run.OUTAGES ?? 0;

/**
 * The pass rate in whole percent of the cases that ran so far (all of them once finished, less any a service stop
 * aborted), outages left out: neither a pass nor a failure of the test. Undefined before any, or with outages only.
 */
export function passRatePercent(run: Rated): number | undefined {
  const ran = ranCount(run) - outagesOf(run);
  return ran > 0 ? Math.round((run.TC_PASSED / ran) * 100) : undefined;
}

/**
 * A finished run's point on the pass-rate chart (0..1): cases a service stop aborted did not run, and those aborted
 * in an outage did not fail, so a rate over them would be a dip the system under test never had. Undefined when
 * no case is left to rate.
 */
export function chartRate(run: Rated & { TC_TOTAL: number }): number | undefined {
  const base = run.TC_TOTAL - stoppedCount(run) - outagesOf(run);
  return base > 0 ? run.TC_PASSED / base : undefined;
}
