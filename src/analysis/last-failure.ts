// Why a test case fails now, from its result history (newest first, as the service sends it): the newest
// failure's message and cause, how long it has been failing, and whether that cause is new to the case. This is
// what a tester reads first on a failed case, before the payloads.
import type { CaseResult, Execution } from '../contract/records';
import { unpadId } from '../contract/ids';
import { failureCause } from './failure-message';
import { outcomeOf } from './flakiness';
import { isFailedDetail } from './run-outcome';

type Result = Pick<CaseResult, 'RUN_ID' | 'STATUS' | 'MESSAGE' | 'STARTED_DATE' | 'STARTED_TIME'>;

export interface LastFailure<R extends Result = Result> {
  /** The newest result with an outcome; it failed or was aborted. */
  failure: R;
  /** Its message with numbers, IDs and dates masked, as failures are grouped by cause. */
  cause: string;
  /** Failed outcomes in a row up to the newest, and the oldest of them (where the streak began, as far as read). */
  streak: number;
  failingSince: R;
  /** The newest passed result before the streak; none if the history read holds no pass. */
  lastPass?: R;
  /** Earlier failures of the case (before this one); those with the same cause, and the newest of them. */
  earlierFailures: number;
  sameCauseBefore: number;
  lastSameCause?: R;
}

/** Null when the case's newest outcome passed, or it has none (never run, or only running and queued results). */
export function lastFailureOf<R extends Result>(resultsNewestFirst: readonly R[]): LastFailure<R> | null {
  const decided = resultsNewestFirst.filter((result) => outcomeOf(result.STATUS) !== null);
  const failure = decided[0];
  if (!failure || outcomeOf(failure.STATUS) !== 'failed') return null;
  const cause = causeOf(failure);
  let streak = 0;
  while (streak < decided.length && outcomeOf(decided[streak]!.STATUS) === 'failed') streak += 1;
  const earlierFailures = decided.slice(1).filter((result) => outcomeOf(result.STATUS) === 'failed');
  const sameCause = earlierFailures.filter((result) => causeOf(result) === cause);
  return {
    failure,
    cause,
    streak,
    failingSince: decided[streak - 1]!,
    lastPass: decided[streak],
    earlierFailures: earlierFailures.length,
    sameCauseBefore: sameCause.length,
    lastSameCause: sameCause[0],
  };
}

/** The other test cases of a run that failed with `cause` (the case itself left out). */
export function othersWithCause(
  details: readonly Pick<Execution, 'CASEID' | 'STATUS' | 'MESSAGE'>[],
  cause: string,
  caseId: string,
): number {
  const own = unpadId(caseId);
  return details.filter(
    (detail) => unpadId(detail.CASEID) !== own && isFailedDetail(detail) && causeOf(detail) === cause,
  ).length;
}

const causeOf = (result: Pick<CaseResult, 'MESSAGE'>) => failureCause(result.MESSAGE);
