// GET /api/triage/decisions?cause=…: the decisions on the signatures of some failure groups (a group is one
// cause, on any automation object), so each group shows what the team decided and its Triage dialog starts there.
// Withdrawn ones too: the dialog keeps their history, and an undo there puts them back.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { decisionsSchema } from '../../contract/dashboard-api/triage-decisions';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { readFromStore } from '../dashboard/read-from-store';
import { triageKeys } from '../query-keys';

export const causeDecisionsQuery = (causes: readonly string[]) =>
  queryOptions({
    queryKey: triageKeys.causes(causes),
    queryFn: async ({ signal }) =>
      (
        await readFromStore(() =>
          getFromDashboard(TRIAGE_PATHS.decisions, decisionsSchema, {
            query: { cause: causes, withdrawn: 'X' },
            signal,
          }),
        )
      )?.decisions ?? null,
  });

/** Off until there are causes and the store answers triage at all (`enabled`). */
export const useCauseDecisions = (causes: readonly string[], enabled: boolean) =>
  useQuery({
    ...causeDecisionsQuery(causes),
    enabled: enabled && causes.length > 0,
    placeholderData: keepPreviousData,
  });
