// A pass rate is judged, not just measured: 78% means a fifth of the cases fail, which a bar four-fifths
// green would hide. The bands colour the bar; the number beside it is always there as text.

export type PassRateBand = 'bad' | 'warn' | 'ok';

/** The band of a whole-number percentage, as shown: below 80 bad, below 95 needs a look, from 95 good. */
export function passRateBand(percent: number): PassRateBand {
  if (percent < 80) return 'bad';
  if (percent < 95) return 'warn';
  return 'ok';
}

/** The pass rate in whole percent of the cases done so far (all of them once finished); undefined before any. */
export function passRatePercent(run: { TC_PASSED: number; TC_FAILED: number }): number | undefined {
  const done = run.TC_PASSED + run.TC_FAILED;
  return done > 0 ? Math.round((run.TC_PASSED / done) * 100) : undefined;
}
