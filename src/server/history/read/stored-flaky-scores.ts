// The flaky scores of many test cases over the history store: each case's newest results as GET
// /testcases/{id}/results lists them (the runs the service still has, newest first), scored by the same
// analysis/flakiness.ts the test case list scores the service's histories with. One indexed query for all.
import { and, eq, inArray, isNull, lte, not, sql } from 'drizzle-orm';
import { flakinessOf, FLAKY_WINDOW } from '../../../analysis/flakiness';
import { FAILED_STATUSES, PASSED_STATUSES } from '../../../contract/codes';
import type { FlakyScores, FlakyScoresQuery } from '../../../contract/dashboard-api/flaky-scores';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { readOutageRule } from '../triage/outage-rule-store';
import { outageWhere } from './outage-where';

export async function storedFlakyScores(db: StoreDb, { case: caseIds }: FlakyScoresQuery): Promise<FlakyScores> {
  // Only results with an outcome, outages (by the lead's current rule) being none, and a window's worth of them
  // per case: flakinessOf skips the others and reads no further, so it scores these as it would the whole history
  // (a nightly case has thousands).
  const outage = outageWhere((await readOutageRule(db)).patterns);
  const ranked = db
    .select({
      caseId: executions.caseId,
      status: executions.status,
      rank: sql<number>`row_number() over (partition by ${executions.caseId} order by ${runs.startedAt} desc, ${runs.id} desc)`.as(
        'rank',
      ),
    })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(
      and(
        inArray(executions.caseId, [...new Set(caseIds)]),
        inArray(executions.status, [...PASSED_STATUSES, ...FAILED_STATUSES]),
        outage ? not(outage) : undefined,
        // The service lists no result of a run it let go.
        isNull(runs.archivedAt),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ caseId: ranked.caseId, status: ranked.status })
    .from(ranked)
    .where(lte(ranked.rank, FLAKY_WINDOW))
    .orderBy(ranked.caseId, ranked.rank);
  const newestFirst = new Map<string, { STATUS: string }[]>();
  for (const { caseId, status } of rows) {
    const results = newestFirst.get(caseId) ?? [];
    results.push({ STATUS: status });
    newestFirst.set(caseId, results);
  }
  return { scores: caseIds.map((CASEID) => ({ CASEID, ...flakinessOf(newestFirst.get(CASEID) ?? []) })) };
}
