// A run as the dashboard server's store last read it (GET /api/run/live): screens follow a run in progress there,
// so the service is asked about it once, by the server's sync, however many tabs watch it.
import { liveRunSchema, type LiveRun } from '../../contract/dashboard-api/sync';
import { getFromDashboard } from './get-from-dashboard';
import { readFromStore } from './read-from-store';

/** `page`: asked by the run's own page, whose reader watches it (the sync then reads it every few seconds). */
export function getLiveRun(id: string, page: boolean, signal?: AbortSignal): Promise<LiveRun | null> {
  return readFromStore(() =>
    getFromDashboard('/run/live', liveRunSchema, { query: { id, page: String(page) }, ...(signal ? { signal } : {}) }),
  );
}
