// The first sync of a new store: every run the service lists (the last days first, so the newest history is usable
// soon), every run's test case results newest first (those of the comparison window with their comparison), then
// every folder and test case. It is resumable: a pass cut
// short goes on from what is stored, and only once nothing is left to read does the daily rhythm take over.
import { sql } from 'drizzle-orm';
import { streamTestRuns } from '../../../client/test-runs/stream-test-runs';
import { archiveUnlisted, countToRead, storeListedRuns } from '../store/stored-runs';
import type { StoreDb } from '../store/store-db';
import { markStoreChanged, readPart, updatePart } from '../store/sync-state';
import { readWholeCatalog } from './catalog-reads';
import type { ComparisonPlan } from './comparison-plan';
import { readOutdatedRuns, type ReadSettings } from './run-reads';
import type { ServiceClock } from './service-clock';

/** Answers whether the first sync is done (nothing left to read, the catalogue read). */
export async function firstSyncPass(
  db: StoreDb,
  settings: ReadSettings,
  comparison: ComparisonPlan,
  clock: ServiceClock,
  now: () => Date,
  signal: AbortSignal,
): Promise<boolean> {
  const progress = await readPart(db, 'runs');
  if (!progress.fullListingAt) {
    const listedAt = now().toISOString();
    for await (const batch of streamTestRuns({}, { signal, today: clock.today() }))
      await storeListedRuns(db, batch, listedAt);
    if ((await archiveUnlisted(db, listedAt, now().toISOString())) > 0) await markStoreChanged(db, now());
    await updatePart(db, 'runs', { fullListingAt: listedAt });
  }
  await readOutdatedRuns(db, settings, comparison, now, signal);
  if (!(await readPart(db, 'catalog')).readAt) await readWholeCatalog(db, now, signal);
  if ((await countToRead(db)) > 0) return false;
  await updatePart(db, 'runs', { firstSyncDoneAt: now().toISOString() });
  // The planner's statistics: PGlite runs no autovacuum, and without them a month of executions took 11.6 s
  // to read instead of 6.4 s on the large data set.
  await db.execute(sql`analyze`);
  return true;
}
