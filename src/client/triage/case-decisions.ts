// GET /api/triage/decisions?case=…: the decisions a test case's failures meet (on a failure of it, or on a
// signature it failed with), so its results show how each failure meets them; withdrawn ones too, for the Triage
// dialog's history. Null where the store does not answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { decisionsSchema } from '../../contract/dashboard-api/triage-decisions';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { readFromStore } from '../dashboard/read-from-store';
import { triageKeys } from '../query-keys';

export const caseDecisionsQuery = (caseId: string) =>
  queryOptions({
    queryKey: triageKeys.testCase(caseId),
    queryFn: async ({ signal }) =>
      (
        await readFromStore(() =>
          getFromDashboard(TRIAGE_PATHS.decisions, decisionsSchema, {
            query: { case: caseId, withdrawn: 'X' },
            signal,
          }),
        )
      )?.decisions ?? null,
  });

/** Off until the store answers triage at all (`enabled`). */
export const useCaseDecisions = (caseId: string, enabled: boolean) =>
  useQuery({ ...caseDecisionsQuery(caseId), enabled });
