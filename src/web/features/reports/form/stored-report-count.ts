// The report's match count over the dashboard server's history store: one small answer per filter. Without a
// store it fails at once (storeNotAnswering) and the estimate line says the count needs one.
import { queryOptions } from '@tanstack/react-query';
import { getFromDashboard } from '../../../../client/dashboard/get-from-dashboard';
import { retryStoreRead } from '../../../../client/dashboard/store-not-answering';
import { historyKeys } from '../../../../client/query-keys';
import { reportCountSchema } from '../../../../contract/dashboard-api/report-count';
import type { ReportMembers } from '../../../../contract/requests';

/** While the store's first sync has not read every run of the range, the count grows: it is asked again this often. */
export const GROWING_COUNT_MS = 3000;

export function storedReportCountQuery(members: ReportMembers) {
  return queryOptions({
    queryKey: historyKeys.reportCount(members),
    queryFn: ({ signal }) => getFromDashboard('/report/count', reportCountSchema, { query: members, signal }),
    retry: retryStoreRead,
    refetchInterval: (query) => (query.state.data?.complete === false ? GROWING_COUNT_MS : false),
  });
}
