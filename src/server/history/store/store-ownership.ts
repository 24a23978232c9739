// A store is only ever used for the history it was made for: a database or directory that holds anything
// else, or another system's history, is refused with a message naming it, and nothing in it is changed.
import { sql } from 'drizzle-orm';
import { storeMeta } from './schema';
import type { StoreDb } from './store-db';

export const STORE_OWNER = 'test-automation-dashboard history store';

export class StoreRefusedError extends Error {}

/**
 * Before migrating, so that a refused store is left exactly as it was: a database with tables of something
 * else, a store of this dashboard holding another service's history.
 */
export async function checkStore(db: StoreDb, where: string, source: string): Promise<void> {
  const [row] = rowsOf<{ ours: boolean; tables: number }>(
    await db.execute(sql`
      select exists (select 1 from information_schema.tables
                     where table_schema = 'public' and table_name = 'store_meta') as ours,
             (select count(*)::int from information_schema.tables where table_schema = 'public') as tables`),
  );
  if (!row || row.tables === 0) return;
  if (!row.ours)
    throw new StoreRefusedError(
      `${where} already holds ${row.tables} other ${row.tables === 1 ? 'table' : 'tables'} and is not a history ` +
        'store of this dashboard; nothing was changed. Give the store a database (or directory) of its own.',
    );
  const meta = new Map((await db.select().from(storeMeta)).map((entry) => [entry.key, entry.value]));
  if (meta.get('owner') !== STORE_OWNER)
    throw new StoreRefusedError(`${where} is not a history store of this dashboard; nothing was changed.`);
  const kept = meta.get('source');
  if (kept !== undefined && kept !== source)
    throw new StoreRefusedError(
      `${where} holds the history of ${kept}, not of ${source}; nothing was changed. ` +
        'Give --store another directory or database for this one, or remove that store to start its history anew.',
    );
}

/** After migrating: a new store is claimed for `source` (a second server racing to claim it changes nothing). */
export async function claimStore(db: StoreDb, source: string): Promise<void> {
  await db
    .insert(storeMeta)
    .values([
      { key: 'owner', value: STORE_OWNER },
      { key: 'source', value: source },
      { key: 'created_at', value: new Date().toISOString() },
    ])
    .onConflictDoNothing();
}

/** Rows of a raw query on either engine (node-postgres answers a result object, PGlite one too, both with rows). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
