// GET /api/triage/run?id=: how each failure of a run meets the team's decisions (known issue, regressed, outage,
// needs triage). Null for a run the store does not hold yet, or where it does not answer.
import { queryOptions, useQueries } from '@tanstack/react-query';
import { runTriageSchema, type FailureTriage, type RunTriage } from '../../contract/dashboard-api/run-triage';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { readFromStore } from '../dashboard/read-from-store';
import { triageKeys } from '../query-keys';

export const runTriageQuery = (runId: string) =>
  queryOptions({
    queryKey: triageKeys.run(runId),
    queryFn: async ({ signal }) =>
      (await readFromStore(() =>
        getFromDashboard(TRIAGE_PATHS.run, runTriageSchema, { query: { id: runId }, signal }),
      )) ?? null,
  });

/** A failure's key among the runs' failures: its run and test case. */
export const failureKey = (runId: string, caseId: string) => `${runId}|${caseId}`;

// Module-level, so TanStack keeps the combined map while the reads stay the same (a new function each render
// would make a new map, and every table column built from it, each render).
function byFailure(reads: readonly { data?: RunTriage | undefined }[]): ReadonlyMap<string, FailureTriage> {
  const byKey = new Map<string, FailureTriage>();
  for (const read of reads)
    for (const failure of read.data?.failures ?? []) byKey.set(failureKey(failure.RUN_ID, failure.CASEID), failure);
  return byKey;
}

/** The failures of some runs by failureKey, as far as their reads have answered. */
export function useRunsTriage(runIds: readonly string[], enabled: boolean): ReadonlyMap<string, FailureTriage> {
  return useQueries({ queries: runIds.map((runId) => ({ ...runTriageQuery(runId), enabled })), combine: byFailure });
}
