// What an answer over date ranges of runs is worked out from, in one short text: each run's listed and stored
// state (its fingerprints change whenever the sync stores something new of it) and the catalogue's last complete
// listing. The same text means the same answer, so such answers are kept until the store changes instead of
// being worked out again for each visit (a second of the server's time for a large system's month).
import { count, eq, or, sql } from 'drizzle-orm';
import { catalogFigures, runs } from '../store/schema';
import { CASE_STATUSES } from '../store/stored-catalog';
import type { StoreDb } from '../store/store-db';
import { runFilterWhere, type StoredRunFilter } from './stored-run-batches';

export async function storedVersion(db: StoreDb, filters: readonly StoredRunFilter[]): Promise<string> {
  const [stored] = await db
    .select({
      runs: count(),
      // hashtext is PostgreSQL's own (and PGlite's): a sum of them changes when any run's state does.
      states: sql<string>`coalesce(sum(hashtext(${runs.id} || ${runs.listedAs} || coalesce(${runs.storedAs}, ''))), 0)::text`,
    })
    .from(runs)
    .where(or(...filters.map(runFilterWhere)));
  const [catalog] = await db
    .select({ writtenAt: catalogFigures.writtenAt })
    .from(catalogFigures)
    .where(eq(catalogFigures.name, CASE_STATUSES));
  return `${stored!.runs} ${stored!.states} ${catalog?.writtenAt ?? 'no listing'}`;
}
