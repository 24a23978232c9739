import { ranCount } from '../../../../analysis/run-ending';

type Rated = Parameters<typeof ranCount>[0];

/**
 * The pass rate in whole percent of the cases that ran so far (all of them once finished, less any a service stop
 * aborted); undefined before any.
 */
export function passRatePercent(run: Rated): number | undefined {
  const ran = ranCount(run);
  return ran > 0 ? Math.round((run.TC_PASSED / ran) * 100) : undefined;
}
