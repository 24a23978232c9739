// GET /api/triage/run: a run's failures with how each meets the decisions, for the run and compare pages, the
// CLI's gates and the workbook. Null for a run the store does not hold (or the service let go).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { FAILED_STATUSES } from '../../../contract/codes';
import type { RunTriage } from '../../../contract/dashboard-api/run-triage';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { failureColumns, triageFailures } from './triage-failures';
import { runTriageCounts } from '../../../analysis/triage/run-triage-counts';

export async function runTriage(db: StoreDb, runId: string): Promise<RunTriage> {
  const [run] = await db
    .select({ startedAt: runs.startedAt, archivedAt: runs.archivedAt })
    .from(runs)
    .where(eq(runs.id, runId));
  if (!run || run.archivedAt !== null) return null;
  const failed = await db
    .select({ ...failureColumns })
    .from(executions)
    .where(and(eq(executions.runId, runId), inArray(executions.status, [...FAILED_STATUSES])))
    .orderBy(asc(executions.caseId));
  const failures = await triageFailures(
    db,
    failed.map((failure) => ({ ...failure, startedAt: run.startedAt })),
  );
  return { RUN_ID: runId, failures, counts: runTriageCounts(failures) };
}
