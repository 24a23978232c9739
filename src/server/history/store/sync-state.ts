// Where each part of the sync stands, kept in the store itself so that a restart (or another server taking
// over) goes on from there.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { syncState } from './schema';
import type { StoreDb } from './store-db';
import type { LoadFigures } from '../sync/sync-load';
import type { ReconcileStep } from '../sync/reconcile-plan';

export interface RunsProgress {
  /** When the last listing of every run the service has was complete. */
  fullListingAt?: string;
  /** When the first sync had read every listed run: from then on the history is whole. */
  firstSyncDoneAt?: string;
}

export interface CatalogProgress {
  readAt?: string;
}

/** What the syncing server last said of itself, for the servers that do not sync. */
export interface PublishedProgress {
  /** The time of the last listing of the service's today after which nothing was left to read. */
  completeUpTo?: string;
  lastError?: { message: string; at: string };
  /** When the syncing server last finished a pass; a follower sees from it whether anyone syncs. */
  heartbeatAt: string;
  /** What its sync asked of the service in the last hour. */
  lastHour?: LoadFigures;
  /** Whether it syncs at the pace of someone watching, and how many runs in progress it follows. */
  watched?: boolean;
  following?: number;
}

/** The daily reconcile: the one under way (its steps left, so a restart goes on), the last one, where slices stand. */
export interface ReconcileProgress {
  current?: {
    startedAt: string;
    reason: 'daily' | 'asked';
    steps: ReconcileStep[];
    stepsDone: number;
    requests: number;
    bytes: number;
  };
  last?: {
    startedAt: string;
    endedAt: string;
    reason: 'daily' | 'asked';
    steps: number;
    requests: number;
    bytes: number;
  };
  /** An operator's wish for one now, with who asked. */
  asked?: { at: string; by: string };
  /** The day before which the next older slice of runs ends. */
  olderBefore?: string;
  /** The next slice of test cases. */
  caseSlice?: number;
}

/** When the sync last stored something that answers over the store show: they are kept until it moves. */
export interface StoreChanges {
  at: string;
  /** Unique to each change: two changes within one millisecond still differ. */
  id: string;
}

interface Parts {
  runs: RunsProgress;
  reconcile: ReconcileProgress;
  catalog: CatalogProgress;
  published: PublishedProgress;
  changes: StoreChanges;
  /** The same for what users change (triage). */
  decisions: StoreChanges;
  /** The same for runs in progress moving on (their counts, a watched one's test cases): kept answers follow these
   * within seconds rather than at each (kept-answers.ts), as they come every few seconds while runs go on. */
  progress: StoreChanges;
}

export async function readPart<P extends keyof Parts>(db: StoreDb, part: P): Promise<Partial<Parts[P]>> {
  const [row] = await db.select().from(syncState).where(eq(syncState.part, part));
  return (row?.state ?? {}) as Partial<Parts[P]>;
}

export async function writePart<P extends keyof Parts>(db: StoreDb, part: P, state: Parts[P]): Promise<void> {
  await db
    .insert(syncState)
    .values({ part, state })
    .onConflictDoUpdate({ target: syncState.part, set: { state, updatedAt: sql`now()` } });
}

/** Sets some members of a part, keeping the others. */
export async function updatePart<P extends keyof Parts>(
  db: StoreDb,
  part: P,
  changes: Partial<Parts[P]>,
): Promise<void> {
  await writePart(db, part, { ...(await readPart(db, part)), ...changes } as Parts[P]);
}

/**
 * Something answers over the store show was stored (runs read, archived, a changed listing, a triage change):
 * answers kept over it (read/kept-answers.ts) are worked out again.
 */
export const markStoreChanged = (db: StoreDb, at: Date): Promise<void> =>
  writePart(db, 'changes', { at: at.toISOString(), id: randomUUID() });

/** A user changed what answers over the store show (a triage decision, the outage rule). */
export const markUsersChange = (db: StoreDb, at: Date): Promise<void> =>
  writePart(db, 'decisions', { at: at.toISOString(), id: randomUUID() });

/** A run in progress moved on. */
export const markProgress = (db: StoreDb, at: Date): Promise<void> =>
  writePart(db, 'progress', { at: at.toISOString(), id: randomUUID() });
