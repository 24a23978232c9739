// GET /api/run/page: a finished run as its page shows it, from the dashboard server's history store, with what the
// store kept of its field comparison; null where the store cannot stand in for the service (no store, a run in
// progress, changed since the store read it, not read yet or archived), and the page reads the service.
import { storedRunPageSchema, type StoredRunPage } from '../../contract/dashboard-api/stored-run';
import { ApiError } from '../http/api-error';
import { getFromDashboard } from './get-from-dashboard';
import { readFromStore } from './read-from-store';

/**
 * A store still being opened (503 STORE_OPENING, just after the server started) is no answer either: the run, maybe
 * one in progress, is the service's now rather than after the minute other reads wait for the store.
 */
export async function getStoredRunPage(id: string, signal?: AbortSignal): Promise<StoredRunPage> {
  try {
    return await readFromStore(() =>
      getFromDashboard('/run/page', storedRunPageSchema, { query: { id }, ...(signal ? { signal } : {}) }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 503 && error.code === 'STORE_OPENING') return null;
    throw error;
  }
}
