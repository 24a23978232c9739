// What a test case's overview tells from its result history (newest first): why it last failed, its recent
// outcomes and how flaky they are. Worked out by the server over the store's history, and by the page itself only
// in direct mode (no store) over the service's: one rule for both.
import { FLAKY_WINDOW, flakinessOf, scoredOutcome, streakOf, type Flakiness, type Streak } from './flakiness';
import { lastFailureOf, type LastFailure } from './last-failure';
import { lifecycleOf } from './lifecycle/case-lifecycle';
import type { CaseLifecycle } from '../contract/dashboard-api/lifecycle';
import type { CaseResult } from '../contract/records';

type Result = Pick<CaseResult, 'RUN_ID' | 'RUN_NAME' | 'STATUS' | 'MESSAGE' | 'STARTED_DATE' | 'STARTED_TIME'>;

export interface CaseHistoryOf<R extends Result> {
  /** The newest outcomes the score reads (outages by the rule left out), newest first. */
  recent: R[];
  flakiness: Flakiness;
  streak: Streak | null;
  lastFailure: LastFailure<R> | null;
  /** Its class among failing cases (new, broken, flaky, recovered); null while it is not failing. */
  lifecycle: CaseLifecycle | null;
}

export function caseHistoryOf<R extends Result>(
  resultsNewestFirst: readonly R[],
  outagePatterns: readonly string[],
): CaseHistoryOf<R> {
  const lifecycle = lifecycleOf(resultsNewestFirst, outagePatterns);
  return {
    recent: resultsNewestFirst.filter((result) => scoredOutcome(result, outagePatterns)).slice(0, FLAKY_WINDOW),
    flakiness: flakinessOf(resultsNewestFirst, outagePatterns),
    streak: streakOf(resultsNewestFirst, outagePatterns) ?? null,
    lastFailure: lastFailureOf(resultsNewestFirst),
    lifecycle: lifecycle && {
      class: lifecycle.class,
      since: runOf(lifecycle.since),
      score: lifecycle.score,
    },
  };
}

/** The run a result belongs to, as the lifecycle names it. */
export const runOf = ({ RUN_ID, RUN_NAME, STARTED_DATE, STARTED_TIME }: Result) => ({
  RUN_ID,
  RUN_NAME,
  STARTED_DATE,
  STARTED_TIME,
});
