// GET /api/run/page: a finished run as its page shows it, from the dashboard server's history store, with what the
// store kept of its field comparison; null where the store cannot stand in for the service (no store, a run in
// progress, changed since the store read it, not read yet or archived), and the page reads the service.
import { storedRunPageSchema, type StoredRunPage } from '../../contract/dashboard-api/stored-run';
import { getFromDashboard } from './get-from-dashboard';
import { readFromStore } from './read-from-store';

export function getStoredRunPage(id: string, signal?: AbortSignal): Promise<StoredRunPage> {
  return readFromStore(() =>
    getFromDashboard('/run/page', storedRunPageSchema, { query: { id }, ...(signal ? { signal } : {}) }),
  );
}
