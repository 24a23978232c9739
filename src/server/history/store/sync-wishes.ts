// What users ask of the sync, kept in the store so that the server which syncs hears it whichever server was
// asked (several may share one PostgreSQL): a dashboard tab watching, a run page watching its run, a run started
// through a server. Each server keeps its own rows and moves their time on; the syncing server reads the rows in force.
import { randomUUID } from 'node:crypto';
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import { syncWishes, type SyncWishKind } from './schema';
import type { StoreDb } from './store-db';

export interface Wishes {
  /** Someone has a dashboard tab open and visible. */
  dashboardWatched: boolean;
  /** Runs whose run page someone has open. */
  watchedRuns: ReadonlySet<string>;
  /** Runs started through a server, not yet read by the sync. */
  startedRuns: readonly string[];
}

export async function readWishes(db: StoreDb, now: Date): Promise<Wishes> {
  const rows = await db
    .select({ kind: syncWishes.kind, runId: syncWishes.runId })
    .from(syncWishes)
    .where(gt(syncWishes.until, now.toISOString()));
  const runsOf = (kind: SyncWishKind) => rows.filter((row) => row.kind === kind).map((row) => row.runId!);
  return {
    dashboardWatched: rows.some((row) => row.kind === 'dashboard'),
    watchedRuns: new Set(runsOf('run')),
    startedRuns: [...new Set(runsOf('started'))],
  };
}

/** A started run the sync has read: its wish is done. Wishes long past go too. */
export async function settleStartedRuns(db: StoreDb, runIds: readonly string[], now: Date): Promise<void> {
  if (runIds.length > 0)
    await db.delete(syncWishes).where(and(sql`${syncWishes.kind} = 'started'`, inArray(syncWishes.runId, [...runIds])));
  await db.delete(syncWishes).where(lt(syncWishes.until, new Date(now.getTime() - 3_600_000).toISOString()));
}

/**
 * Writes one server's wishes, each in force for `forMs` from `now`, and written only once half of that has
 * passed: a run page that reads its run every two seconds is then a few writes a minute, not one per request.
 */
export function createWishWriter(db: StoreDb, serverId: string): WishWriter {
  const written = new Map<string, number>();
  return async (kind: SyncWishKind, runId: string | null, now: Date, forMs: number): Promise<void> => {
    const key = `${kind}/${runId ?? ''}/${serverId}`;
    const untilMs = now.getTime() + forMs;
    if ((written.get(key) ?? 0) > untilMs - forMs / 2) return;
    written.set(key, untilMs);
    const until = new Date(untilMs).toISOString();
    try {
      await db
        .insert(syncWishes)
        .values({ key, kind, runId, until })
        .onConflictDoUpdate({ target: syncWishes.key, set: { until } });
    } catch (error) {
      written.delete(key);
      throw error;
    }
  };
}

export type WishWriter = (kind: SyncWishKind, runId: string | null, now: Date, forMs: number) => Promise<void>;

/** This process among the servers sharing a store. */
const SERVER_ID = randomUUID();
const writers = new WeakMap<StoreDb, WishWriter>();

/** This server's writer of wishes into a store (one per store: tests open several in one process). */
export function wishWriterOf(db: StoreDb): WishWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = createWishWriter(db, SERVER_ID)));
  return writer;
}
