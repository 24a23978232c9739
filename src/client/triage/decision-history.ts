// GET /api/triage/decision/history?id=: a decision with its changes, newest first (who, when, before and after).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { decisionHistorySchema } from '../../contract/dashboard-api/triage-decision-history';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { triageKeys } from '../query-keys';

export const decisionHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: triageKeys.history(id),
    queryFn: ({ signal }) =>
      getFromDashboard(TRIAGE_PATHS.history, decisionHistorySchema, { query: { id: String(id) }, signal }),
  });

export const useDecisionHistory = (id: number) => useQuery(decisionHistoryQuery(id));
