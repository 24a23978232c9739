// GET /api/triage/needs-triage: one entry per signature whose failures have no decision (or came back after a
// fix), newest failure first, and the totals over the whole window (the overview's count).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { needsTriageSchema, type NeedsTriageQuery } from '../../contract/dashboard-api/needs-triage';
import { TRIAGE_PATHS } from '../../contract/dashboard-api/triage-basics';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { triageKeys } from '../query-keys';
import { retryStoreRead } from '../dashboard/store-not-answering';

export const needsTriageQueryOptions = (query: NeedsTriageQuery) =>
  queryOptions({
    queryKey: triageKeys.needsTriage(query),
    queryFn: ({ signal }) =>
      getFromDashboard(TRIAGE_PATHS.needsTriage, needsTriageSchema, {
        query: { days: String(query.days), limit: String(query.limit) },
        signal,
      }),
    retry: retryStoreRead,
  });

export const useNeedsTriage = (query: NeedsTriageQuery) => useQuery(needsTriageQueryOptions(query));
