// The report's count over the dashboard server's history store: one small answer per filter, where the worker
// reads the date range's runs with every execution. Null when the store does not answer; the worker counts then.
import { queryOptions } from '@tanstack/react-query';
import { getFromDashboard } from '../../../../client/dashboard/get-from-dashboard';
import { readFromStore } from '../../../../client/dashboard/read-from-store';
import { historyKeys } from '../../../../client/query-keys';
import { reportCountSchema } from '../../../../contract/dashboard-api/report-count';
import type { ReportMembers } from '../../../../contract/requests';

/** While the store's first sync has not read every run of the range, the count grows: it is asked again this often. */
export const GROWING_COUNT_MS = 3000;

export function storedReportCountQuery(members: ReportMembers) {
  return queryOptions({
    queryKey: historyKeys.reportCount(members),
    queryFn: ({ signal }) =>
      readFromStore(() => getFromDashboard('/report/count', reportCountSchema, { query: members, signal })),
    refetchInterval: (query) => (query.state.data?.complete === false ? GROWING_COUNT_MS : false),
  });
}
