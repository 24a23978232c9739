// The flaky scores of many test cases over the history store, scored by the same analysis/flakiness.ts the test
// case list scores the service's histories with, from the results recent-case-results.ts reads for all at once.
import { flakinessOf } from '../../../analysis/flakiness';
import type { FlakyScores, FlakyScoresQuery } from '../../../contract/dashboard-api/flaky-scores';
import type { StoreDb } from '../store/store-db';
import { readOutageRule } from '../triage/outage-rule-store';
import { recentCaseResults } from './recent-case-results';

export async function storedFlakyScores(db: StoreDb, { case: caseIds }: FlakyScoresQuery): Promise<FlakyScores> {
  // Outages (by the lead's current rule) are no outcome: left out in SQL, flakinessOf scores the rest as it would
  // the whole history.
  const newestFirst = await recentCaseResults(db, caseIds, (await readOutageRule(db)).patterns);
  return { scores: caseIds.map((CASEID) => ({ CASEID, ...flakinessOf(newestFirst.get(CASEID) ?? []) })) };
}
