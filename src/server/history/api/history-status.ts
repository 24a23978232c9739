// GET /api/history/status: where the history store stands, for the overview and for health checks.
import type { HistoryStatus } from '../../../contract/dashboard-api/history-status';
import { runCounts, type RunCounts } from '../store/stored-runs';
import type { HistoryStore } from '../store/open-store';
import type { StoreDb } from '../store/store-db';
import type { HistorySync } from '../sync/history-sync';
import type { ReconcileProgress } from '../store/sync-state';
import { statusWithoutStore } from './status-without-store';

/** What the server's history is at a moment: not set up, opening, failed to open, or open with its sync. */
export type HistoryState =
  | { phase: 'off' }
  | { phase: 'starting'; description: string }
  | { phase: 'failed'; description: string; problem: string }
  | { phase: 'open'; store: HistoryStore; sync: HistorySync };

/**
 * The run counts of each store as of a pass of its sync. Once the first sync is done they change only in passes,
 * and counting every run held the server for a fifth of a second on the large data set, the page's own files
 * waiting behind it: counted once per pass then. While the first sync reads, they are counted at each request.
 */
const countsAtPass = new WeakMap<StoreDb, { heartbeatAt: string; counts: Promise<RunCounts> }>();

function countsOf(db: StoreDb, progress: { firstSyncDoneAt?: string; heartbeatAt?: string }): Promise<RunCounts> {
  const { heartbeatAt } = progress;
  if (!progress.firstSyncDoneAt || !heartbeatAt) return runCounts(db);
  const kept = countsAtPass.get(db);
  if (kept?.heartbeatAt === heartbeatAt) return kept.counts;
  const counts = runCounts(db);
  countsAtPass.set(db, { heartbeatAt, counts });
  counts.catch(() => countsAtPass.get(db)?.counts === counts && countsAtPass.delete(db));
  return counts;
}

export async function readHistoryStatus(history: HistoryState): Promise<HistoryStatus> {
  switch (history.phase) {
    case 'off':
    case 'starting':
    case 'failed':
      return statusWithoutStore(history);
    case 'open': {
      const { store, sync } = history;
      const progress = await sync.progress();
      const counts = await countsOf(store.db, progress);
      const { readSince, ...rest } = counts;
      return {
        state: progress.firstSyncDoneAt ? 'ready' : 'syncing',
        leader: progress.leader,
        store: store.description,
        engine: store.engine,
        completeUpTo: progress.completeUpTo ?? null,
        runs: { ...rest, readSince: readSince ?? null },
        lastError: progress.lastError ?? null,
        syncedAt: progress.heartbeatAt ?? null,
        problem: null,
        load: progress.lastHour
          ? { ...progress.lastHour, watched: progress.watched ?? false, following: progress.following ?? 0 }
          : null,
        reconcile: reconcileStatus(progress.reconcile, sync.reconcileSettings),
      };
    }
  }
}

function reconcileStatus(
  progress: ReconcileProgress,
  settings: { at: string; timeZone: string },
): HistoryStatus['reconcile'] {
  const { current, last } = progress;
  return {
    ...settings,
    running: current
      ? {
          startedAt: current.startedAt,
          reason: current.reason,
          stepsDone: current.stepsDone,
          stepsLeft: current.steps.length,
        }
      : null,
    last: last ?? null,
  };
}
