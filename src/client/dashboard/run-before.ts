// GET /api/run/before: what a run page tells from the runs before it (the previous run, what changed since, the
// failures grouped by cause), worked out by the server over the store. Asked again as a run in progress moves on.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { runBeforeSchema } from '../../contract/dashboard-api/run-before';
import type { TestRun } from '../../contract/records';
import { testRunKeys } from '../query-keys';
import { progressSignature } from '../test-runs/run-polling';
import { getFromDashboard } from './get-from-dashboard';
import { retryStoreRead } from './store-not-answering';

export function useRunBefore(run: TestRun) {
  return useQuery({
    queryKey: testRunKeys.before(run.RUN_ID, progressSignature(run)),
    queryFn: ({ signal }) => getFromDashboard('/run/before', runBeforeSchema, { query: { id: run.RUN_ID }, signal }),
    retry: retryStoreRead,
    placeholderData: keepPreviousData,
  });
}
