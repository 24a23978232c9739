// One finished run with its stored executions as DETAILS, for screens that read two runs whole (compare). A run
// whose stored executions are not those of its latest listing (in progress, merged into since, not read yet) or
// that the service let go is no answer: the page reads the service, which has it live.
import { eq } from 'drizzle-orm';
import { normaliseHexId } from '../../../contract/ids';
import { isRunFinished, type TestRun } from '../../../contract/records';
import { runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { executionsOf, toRunDetail } from './stored-run-batches';

export async function storedFinishedRun(db: StoreDb, id: string): Promise<TestRun | null> {
  const runId = normaliseHexId(id);
  const [run] = await db
    .select({ record: runs.record, listedAs: runs.listedAs, storedAs: runs.storedAs, archivedAt: runs.archivedAt })
    .from(runs)
    .where(eq(runs.id, runId));
  if (!run || run.archivedAt || run.storedAs !== run.listedAs || !isRunFinished(run.record)) return null;
  const details = (await executionsOf(db, [runId])).get(runId)!;
  // The store keeps no variables (the compare page does not show them); the service's read would list them.
  return { ...run.record, DETAILS: details.map(toRunDetail), VARIABLES: [] };
}
