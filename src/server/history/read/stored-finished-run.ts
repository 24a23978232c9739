// One finished run with its stored executions as DETAILS, for screens that read two runs whole (compare), and with
// what the store kept of its field comparison for the run's page. A run whose stored executions are not those of
// its latest listing (in progress, merged into since, not read yet) or that the service let go is no answer: the
// page reads the service, which has it live.
import { asc, eq } from 'drizzle-orm';
import type { StoredRunPage } from '../../../contract/dashboard-api/stored-run';
import { normaliseHexId } from '../../../contract/ids';
import { isRunFinished, type RunComparison, type TestRun } from '../../../contract/records';
import { fieldDifferences, runs, type ComparisonRead } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { executionsOf, toRunDetail } from './stored-run-batches';

async function finishedRun(db: StoreDb, runId: string): Promise<{ run: TestRun; read: ComparisonRead | null } | null> {
  const [run] = await db
    .select({
      record: runs.record,
      listedAs: runs.listedAs,
      storedAs: runs.storedAs,
      archivedAt: runs.archivedAt,
      comparison: runs.comparison,
    })
    .from(runs)
    .where(eq(runs.id, runId));
  if (!run || run.archivedAt || run.storedAs !== run.listedAs || !isRunFinished(run.record)) return null;
  const details = (await executionsOf(db, [runId])).get(runId)!;
  // The store keeps no variables: the compare page shows none, the run page reads them from the service when opened.
  return { run: { ...run.record, DETAILS: details.map(toRunDetail), VARIABLES: [] }, read: run.comparison };
}

export async function storedFinishedRun(db: StoreDb, id: string): Promise<TestRun | null> {
  return (await finishedRun(db, normaliseHexId(id)))?.run ?? null;
}

/**
 * The run's page: the run with its differing fields as COMPARISON when the store kept them as sent. Those are all
 * the page shows of a comparison (the matches are only counted); masked values would say nothing to a reader.
 */
export async function storedRunPage(db: StoreDb, id: string): Promise<StoredRunPage> {
  const runId = normaliseHexId(id);
  const found = await finishedRun(db, runId);
  if (!found) return null;
  if (found.read !== 'sent') return { run: found.run, differences: found.read ?? 'not-kept' };
  const rows = await db
    .select({
      CASEID: fieldDifferences.caseId,
      CONTENT_ID: fieldDifferences.contentId,
      PATH: fieldDifferences.path,
      REF_VALUE: fieldDifferences.refValue,
      CUR_VALUE: fieldDifferences.curValue,
      RESULT: fieldDifferences.result,
      masked: fieldDifferences.masked,
    })
    .from(fieldDifferences)
    .where(eq(fieldDifferences.runId, runId))
    // The order they were sent in is not kept; this one is the same on every read.
    .orderBy(
      asc(fieldDifferences.caseId),
      asc(fieldDifferences.contentId),
      asc(fieldDifferences.path),
      asc(fieldDifferences.refValue),
      asc(fieldDifferences.curValue),
    );
  if (rows.some((row) => row.masked)) return { run: found.run, differences: 'masked' };
  const comparison: RunComparison[] = rows.map(({ masked: _masked, ...row }) => row);
  return { run: { ...found.run, COMPARISON: comparison }, differences: 'kept' };
}
