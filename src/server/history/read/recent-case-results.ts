// The newest results of many test cases that have an outcome, as the flaky score and the lifecycle read them
// (analysis/flakiness.ts, analysis/lifecycle/case-lifecycle.ts): each case's results as GET /testcases/{id}/results
// lists them (the runs the service still has, newest first), outages by the lead's current rule left out, a
// window's worth per case. One indexed query for all: a nightly case has thousands, the rules read 20.
import { and, eq, inArray, isNull, lte, not, sql, type SQLWrapper } from 'drizzle-orm';
import { FLAKY_WINDOW } from '../../../analysis/flakiness';
import { FAILED_STATUSES, PASSED_STATUSES } from '../../../contract/codes';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { outageWhere } from './outage-where';

export interface RecentResult {
  STATUS: string;
  RUN_ID: string;
  RUN_NAME: string;
  /** The run's start as stored (service time, `YYYY-MM-DD HH:MM:SS`). */
  startedAt: string;
  /** The case's own start in the run, the run's where the service gave none: what its result history shows. */
  caseStartedAt: string;
}

/**
 * Each case's newest FLAKY_WINDOW results with an outcome, newest first; a case without any is absent. The cases
 * are IDs, or a query of them (a list of thousands would pass the bind parameters a statement may have).
 */
export async function recentCaseResults(
  db: StoreDb,
  cases: readonly string[] | SQLWrapper,
  outagePatterns: readonly string[],
): Promise<Map<string, RecentResult[]>> {
  const newestFirst = new Map<string, RecentResult[]>();
  if (Array.isArray(cases) && cases.length === 0) return newestFirst;
  const outage = outageWhere(outagePatterns);
  const ranked = db
    .select({
      caseId: executions.caseId,
      status: executions.status,
      runId: executions.runId,
      runName: runs.name,
      startedAt: runs.startedAt,
      // As text: a computed time is not read back through the column's own mapping.
      caseStartedAt:
        sql<string>`to_char(coalesce(${executions.startedAt}, ${runs.startedAt}), 'YYYY-MM-DD HH24:MI:SS')`.as(
          'case_started_at',
        ),
      rank: sql<number>`row_number() over (partition by ${executions.caseId} order by ${runs.startedAt} desc, ${runs.id} desc)`.as(
        'rank',
      ),
    })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(
      and(
        inArray(executions.caseId, Array.isArray(cases) ? [...new Set(cases as string[])] : (cases as SQLWrapper)),
        inArray(executions.status, [...PASSED_STATUSES, ...FAILED_STATUSES]),
        outage ? not(outage) : undefined,
        // The service lists no result of a run it let go.
        isNull(runs.archivedAt),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({
      caseId: ranked.caseId,
      status: ranked.status,
      runId: ranked.runId,
      runName: ranked.runName,
      startedAt: ranked.startedAt,
      caseStartedAt: ranked.caseStartedAt,
    })
    .from(ranked)
    .where(lte(ranked.rank, FLAKY_WINDOW))
    .orderBy(ranked.caseId, ranked.rank);
  for (const { caseId, status, runId, runName, startedAt, caseStartedAt } of rows) {
    const results = newestFirst.get(caseId) ?? [];
    results.push({ STATUS: status, RUN_ID: runId, RUN_NAME: runName, startedAt, caseStartedAt });
    newestFirst.set(caseId, results);
  }
  return newestFirst;
}
