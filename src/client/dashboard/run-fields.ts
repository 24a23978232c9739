// GET /api/run/fields: the payload fields behind a finished run's failures, each with its kind in its interface's
// field ledger, and the failures that are only noise or known drift; worked out by the server over the store.
import { useQuery } from '@tanstack/react-query';
import { runFieldsSchema } from '../../contract/dashboard-api/run-fields';
import { isRunFinished, type TestRun } from '../../contract/records';
import { fieldKeys } from '../query-keys';
import { getFromDashboard } from './get-from-dashboard';
import { retryStoreRead } from './store-not-answering';

/** Asked once the run has finished: its comparison is kept with its last read. */
export function useRunFields(run: TestRun) {
  return useQuery({
    queryKey: fieldKeys.run(run.RUN_ID),
    queryFn: ({ signal }) => getFromDashboard('/run/fields', runFieldsSchema, { query: { id: run.RUN_ID }, signal }),
    retry: retryStoreRead,
    enabled: isRunFinished(run),
  });
}
