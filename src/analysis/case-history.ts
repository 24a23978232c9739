// What a test case's overview tells from its result history (newest first): why it last failed, its recent
// outcomes and how flaky they are. Worked out by the server over the store's history, and by the page itself only
// in direct mode (no store) over the service's: one rule for both.
import { FLAKY_WINDOW, flakinessOf, scoredOutcome, streakOf, type Flakiness, type Streak } from './flakiness';
import { lastFailureOf, type LastFailure } from './last-failure';
import type { CaseResult } from '../contract/records';

type Result = Pick<CaseResult, 'RUN_ID' | 'STATUS' | 'MESSAGE' | 'STARTED_DATE' | 'STARTED_TIME'>;

export interface CaseHistoryOf<R extends Result> {
  /** The newest outcomes the score reads (outages by the rule left out), newest first. */
  recent: R[];
  flakiness: Flakiness;
  streak: Streak | null;
  lastFailure: LastFailure<R> | null;
}

export function caseHistoryOf<R extends Result>(
  resultsNewestFirst: readonly R[],
  outagePatterns: readonly string[],
): CaseHistoryOf<R> {
  return {
    recent: resultsNewestFirst.filter((result) => scoredOutcome(result, outagePatterns)).slice(0, FLAKY_WINDOW),
    flakiness: flakinessOf(resultsNewestFirst, outagePatterns),
    streak: streakOf(resultsNewestFirst, outagePatterns) ?? null,
    lastFailure: lastFailureOf(resultsNewestFirst),
  };
}
