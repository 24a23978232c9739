// For UI tests of a screen's store path: the dashboard server says its history is ready, so screens read the
// store's endpoints (which the test answers) instead of the service.
import { http, HttpResponse } from 'msw';
import type { HistoryStatus } from '../../contract/dashboard-api/history-status';
import { TEST_ORIGIN } from './mock-server';

/** A ready store's status, complete a moment ago, with the members a test cares about changed. */
export const readyStatus = (changes: Partial<HistoryStatus> = {}): HistoryStatus => ({
  state: 'ready',
  leader: true,
  store: 'the embedded store in /srv/history',
  engine: 'pglite',
  completeUpTo: new Date(Date.now() - 5000).toISOString(),
  runs: { kept: 300, read: 300, toRead: 0, archived: 0, readSince: '2025-11-22' },
  lastError: null,
  syncedAt: new Date().toISOString(),
  problem: null,
  load: { requests: 120, bytes: 3_000_000, wireBytes: 400_000, watched: true, following: 0 },
  reconcile: { at: '02:30', timeZone: 'UTC', running: null, last: null },
  ...changes,
});

export const historyReady = () => http.get(`${TEST_ORIGIN}/api/history/status`, () => HttpResponse.json(readyStatus()));
