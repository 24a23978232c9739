// GET /api/history/status: where the history store stands, for the overview and for health checks.
import { z } from 'zod';
import { runCounts } from '../store/stored-runs';
import type { HistoryStore } from '../store/open-store';
import type { HistorySync } from '../sync/history-sync';

export const historyStatusSchema = z
  .object({
    state: z
      .enum(['off', 'starting', 'syncing', 'ready', 'failed'])
      .describe(
        'off: the server keeps no history (--store none); starting: the store is being opened; syncing: the first ' +
          'full sync is under way; ready: the history is whole and kept up to date; failed: the store could not be opened',
      ),
    leader: z.boolean().describe('Whether this server is the one syncing (several servers may share one database).'),
    store: z.string().nullable().describe('Where the history is kept, without any password.'),
    engine: z.enum(['pglite', 'postgres']).nullable(),
    completeUpTo: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('The start of the last sync pass that left nothing to read: the history is complete up to then.'),
    runs: z
      .object({
        kept: z.int().min(0).describe('Runs in the store, archived ones included.'),
        read: z.int().min(0).describe('Runs whose test case results are stored.'),
        toRead: z.int().min(0).describe('Runs listed by the service whose results are still to be read (again).'),
        archived: z.int().min(0).describe('Runs the service no longer has, kept with their results.'),
        readSince: z.iso.date().nullable().describe('The oldest day of the runs read so far.'),
      })
      .nullable(),
    lastError: z
      .object({ message: z.string(), at: z.iso.datetime({ offset: true }) })
      .nullable()
      .describe('Why the last sync pass failed, while it is the latest word.'),
    syncedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('When the syncing server last finished a pass (also when it is another server).'),
    problem: z.string().nullable().describe('Why the store is not available, when state is failed.'),
  })
  .meta({ id: 'HistoryStatus' });
export type HistoryStatus = z.infer<typeof historyStatusSchema>;

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
