// GET /api/run/fields: the payload fields behind a finished run's failures (or one failure group's), each with its
// kind in its interface's field ledger, and the failures that are only noise or known drift; worked out by the
// server over the store.
import { useQuery } from '@tanstack/react-query';
import { runFieldsSchema } from '../../contract/dashboard-api/run-fields';
import { isRunFinished, type TestRun } from '../../contract/records';
import { fieldKeys } from '../query-keys';
import { getFromDashboard } from './get-from-dashboard';
import { retryStoreRead } from './store-not-answering';

function useFieldsOf(runId: string, cause: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: fieldKeys.run(runId, cause),
    queryFn: ({ signal }) =>
      getFromDashboard('/run/fields', runFieldsSchema, {
        query: { id: runId, ...(cause === undefined ? {} : { cause }) },
        signal,
      }),
    retry: retryStoreRead,
    enabled,
  });
}

/** Asked once the run has finished: its comparison is kept with its last read. */
export const useRunFields = (run: TestRun) => useFieldsOf(run.RUN_ID, undefined, isRunFinished(run));

/** The fields behind one failure group of a finished run: the failures of its cause. */
export const useGroupFields = (runId: string, cause: string) => useFieldsOf(runId, cause, true);
