// How a run ended, from what the service answers. A run record has no status member
// (docs/interface/decisions.md#statuses-and-run-types-d4): it is in progress while END_DATE is empty. TC_FAILED
// counts aborted cases as failed, so a run the service stopped under reads as failed by its counts alone; its
// DETAILS tell (contract/service-stop.ts). Without DETAILS (a list record) what can be told is a run that ended
// before every case had a result, unless the record says how many a service stop aborted (STOPPED: the history
// store counts them on ingest by this rule).
import type { ListedRun } from '../contract/records';
import { isRunFinished } from '../contract/records';
import { isServiceStopAbort } from '../contract/service-stop';

export type RunEnding = 'running' | 'finished' | 'aborted' | 'cut-short';

type Counted = Pick<ListedRun, 'END_DATE' | 'TC_TOTAL' | 'TC_PASSED' | 'TC_FAILED'> & {
  DETAILS: readonly { STATUS: string; MESSAGE: string }[];
  STOPPED?: number;
};

/** How many of the run's cases the service aborted because it stopped (0 without DETAILS or STOPPED). */
export const stoppedCount = (run: Pick<Counted, 'DETAILS' | 'STOPPED'>): number =>
  run.STOPPED ?? run.DETAILS.filter(isServiceStopAbort).length;

export function runEnding(run: Counted): RunEnding {
  if (!isRunFinished(run)) return 'running';
  if (stoppedCount(run) > 0) return 'cut-short';
  return run.TC_PASSED + run.TC_FAILED < run.TC_TOTAL ? 'aborted' : 'finished';
}

/**
 * The cases with a result of their own: passed or failed, not those aborted by a service stop. A pass rate
 * over all cases would count those as failures of the system under test.
 */
export const ranCount = (run: Pick<Counted, 'TC_PASSED' | 'TC_FAILED' | 'DETAILS' | 'STOPPED'>): number =>
  run.TC_PASSED + run.TC_FAILED - stoppedCount(run);

/** Failed cases as the service counts them (TC_FAILED), less those a service stop aborted. */
export const failedCount = (run: Pick<Counted, 'TC_FAILED' | 'DETAILS' | 'STOPPED'>): number =>
  run.TC_FAILED - stoppedCount(run);
