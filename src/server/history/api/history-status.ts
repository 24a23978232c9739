// GET /api/history/status: where the history store stands, for the overview and for health checks.
import type { HistoryStatus } from '../../../contract/dashboard-api/history-status';
import { runCounts } from '../store/stored-runs';
import type { HistoryStore } from '../store/open-store';
import type { HistorySync } from '../sync/history-sync';

/** What the server's history is at a moment: not set up, opening, failed to open, or open with its sync. */
export type HistoryState =
  | { phase: 'off' }
  | { phase: 'starting'; description: string }
  | { phase: 'failed'; description: string; problem: string }
  | { phase: 'open'; store: HistoryStore; sync: HistorySync };

const EMPTY = {
  leader: false,
  engine: null,
  completeUpTo: null,
  runs: null,
  lastError: null,
  syncedAt: null,
  problem: null,
};

export async function readHistoryStatus(history: HistoryState): Promise<HistoryStatus> {
  switch (history.phase) {
    case 'off':
      return { state: 'off', store: null, ...EMPTY };
    case 'starting':
      return { state: 'starting', store: history.description, ...EMPTY };
    case 'failed':
      return { state: 'failed', store: history.description, ...EMPTY, problem: history.problem };
    case 'open': {
      const { store, sync } = history;
      const [progress, counts] = await Promise.all([sync.progress(), runCounts(store.db)]);
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
      };
    }
  }
}
