// The status of a history without an open store (off, starting, failed): nothing to read, so said at once. Apart
// from history-status.ts so that the server's thread, which answers it while the worker opens the store, does not
// load the store's modules.
import type { HistoryStatus } from '../../../contract/dashboard-api/history-status';
import type { HistoryState } from './history-status';

const EMPTY = {
  leader: false,
  engine: null,
  completeUpTo: null,
  runs: null,
  lastError: null,
  syncedAt: null,
  problem: null,
  load: null,
  reconcile: null,
};

export function statusWithoutStore(history: Exclude<HistoryState, { phase: 'open' }>): HistoryStatus {
  switch (history.phase) {
    case 'off':
      return { state: 'off', store: null, ...EMPTY };
    case 'starting':
      return { state: 'starting', store: history.description, ...EMPTY };
    case 'failed':
      return { state: 'failed', store: history.description, ...EMPTY, problem: history.problem };
  }
}
