// How executions ended, counted: the overview's executions tile, each run's share of the pass rate, and the
// store's sums over runs read without their details.
import { PASSED_STATUSES } from '../../contract/codes';
import type { ListedRun } from '../../contract/records';

export interface Outcome {
  passed: number;
  failed: number;
  aborted: number;
  /** Queued, running, or a status this dashboard does not know. */
  other: number;
  total: number;
  /**
   * Of the aborts, those the outage rule names (analysis/triage/outage-rule.ts): a system being down, neither a pass
   * nor a failure of the test, so left out of the pass rate's base (finishedOf).
   */
  outages: number;
}

export const emptyOutcome = (): Outcome => ({ passed: 0, failed: 0, aborted: 0, other: 0, total: 0, outages: 0 });

export function addToOutcome(outcome: Outcome, status: string): void {
  outcome.total += 1;
  if (PASSED_STATUSES.includes(status)) outcome.passed += 1;
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
  return { passed: run.TC_PASSED, failed: run.TC_FAILED, aborted: 0, other, total: run.TC_TOTAL, outages: 0 };
}

/** The pass rate's base: passed, failed and aborted executions, outages left out. The tile and the chart alike. */
export const finishedOf = (outcome: Outcome): number =>
  outcome.passed + outcome.failed + outcome.aborted - outcome.outages;

/** Passed (warnings included) of the finished executions, outages left out; undefined when none finished. */
export function passRateOf(outcome: Outcome): number | undefined {
  const finished = finishedOf(outcome);
  return finished > 0 ? outcome.passed / finished : undefined;
}
