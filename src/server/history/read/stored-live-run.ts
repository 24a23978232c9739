// A run as the store last read it, in progress or not: the run page and the tabs awaiting a run's end follow it here,
// so the service is asked about it once, by the sync, whoever watches.
import { eq } from 'drizzle-orm';
import { normaliseHexId } from '../../../contract/ids';
import type { LiveRun } from '../../../contract/dashboard-api/sync';
import { isRunFinished } from '../../../contract/records';
import { runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { readPart } from '../store/sync-state';
import { executionsOf, toRunDetail } from './stored-run-batches';

export async function storedLiveRun(db: StoreDb, id: string, now = new Date()): Promise<LiveRun> {
  const runId = normaliseHexId(id);
  const [run] = await db
    .select({ record: runs.record, storedAs: runs.storedAs, listedAt: runs.listedAt })
    .from(runs)
    .where(eq(runs.id, runId));
  const readAt = run ? new Date(run.listedAt) : null;
  const when = { readAt: readAt?.toISOString() ?? null, ageMs: readAt ? now.getTime() - readAt.getTime() : null };
  if (!run || run.storedAs === null) return { run: null, ...when };
  // A store's first sync reads the history and follows no run meanwhile: its copy of one in progress would stand
  // still, so the page reads the service until the store follows runs.
  if (!isRunFinished(run.record) && !(await readPart(db, 'runs')).firstSyncDoneAt) return { run: null, ...when };
  const details = (await executionsOf(db, [runId])).get(runId) ?? [];
  return { run: { ...run.record, DETAILS: details.map(toRunDetail), VARIABLES: [] }, ...when };
}
