// GET /api/flaky: the flaky scores of up to FLAKY_SCORES_MAX_CASES test cases from the dashboard server's history
// store, in one read, instead of one result history read per case from the service.
import { flakyScoresSchema, type FlakyScores } from '../../contract/dashboard-api/flaky-scores';
import { getFromDashboard } from './get-from-dashboard';

/** Each case's score, in the order of `caseIds`. */
export async function getFlakyScores(caseIds: readonly string[], signal?: AbortSignal): Promise<FlakyScores['scores']> {
  const { scores } = await getFromDashboard('/flaky', flakyScoresSchema, {
    query: { case: caseIds },
    ...(signal ? { signal } : {}),
  });
  return scores;
}
