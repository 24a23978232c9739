/** The pass rate in whole percent of the cases done so far (all of them once finished); undefined before any. */
export function passRatePercent(run: { TC_PASSED: number; TC_FAILED: number }): number | undefined {
  const done = run.TC_PASSED + run.TC_FAILED;
  return done > 0 ? Math.round((run.TC_PASSED / done) * 100) : undefined;
}
