// GET /api/triage/needs-triage over the queue's default window, read for its totals alone, by a lean schema: the overview shows the count, and the
// queue's full schema (the triage contract) was 9 KB gzip on the overview's first load.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_TRIAGE_DAYS,
  NEEDS_TRIAGE_COUNT_QUERY,
  needsTriageCountSchema,
  TRIAGE_PATHS,
} from '../../contract/dashboard-api/triage-basics';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { triageKeys } from '../query-keys';
import { retryStoreRead } from '../dashboard/store-not-answering';

export const needsTriageCountQueryOptions = () =>
  queryOptions({
    queryKey: triageKeys.needsTriageCount(DEFAULT_TRIAGE_DAYS),
    queryFn: ({ signal }) =>
      getFromDashboard(TRIAGE_PATHS.needsTriage, needsTriageCountSchema, {
        // One cause listed is enough: only the totals over the window are read.
        query: NEEDS_TRIAGE_COUNT_QUERY,
        signal,
      }),
    retry: retryStoreRead,
  });

export const useNeedsTriageCount = () => useQuery(needsTriageCountQueryOptions());
