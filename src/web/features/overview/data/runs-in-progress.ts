// The Runs tile's "In progress": runs still going are looked for among those started today and yesterday, one
// small read, so that part is the first to show. Where the server keeps a history it names the runs it last saw
// in progress (at most a sync pass old) and each is then followed live; otherwise the service lists those two
// days' runs (1.4 MB on the large data set). A run in progress for longer is left to the runs list. The route's
// loader starts the read (it leaves with the navigation, not after the page's first renders, which on a busy
// machine held it back for seconds); the tile then reads the same.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fromDay, toDay } from '../../../../analysis/overview/date-range';
import { getFromDashboard } from '../../../../client/dashboard/get-from-dashboard';
import { historyStatusQuery, storeAnswers } from '../../../../client/dashboard/history-status';
import { readFromStore } from '../../../../client/dashboard/read-from-store';
import { testRunKeys } from '../../../../client/query-keys';
import { getTestRuns } from '../../../../client/test-runs/get-test-runs';
import { runsInProgressSchema } from '../../../../contract/dashboard-api/runs-in-progress';
import type { TestRunQuery } from '../../../../contract/query-options';
import { today, type OverviewParams } from '../filters/overview-params';

/** How often the store is asked again which runs are in progress (it syncs every 10 s by default). */
const STORE_REFRESH_MS = 15_000;

export function runsInProgressQuery({ types, user }: Pick<OverviewParams, 'types' | 'user'>) {
  const now = today();
  const query: TestRunQuery = {
    STARTED_FROM: fromDay(toDay(now) - 1),
    STARTED_TO: now,
    ...(types.length === 1 ? { TYPE: types[0] } : {}),
    ...(user ? { STARTED_BY: user } : {}),
  };
  return queryOptions({
    queryKey: testRunKeys.list(query),
    queryFn: async ({ signal }) => {
      const stored = await readFromStore(() =>
        getFromDashboard('/runs/in-progress', runsInProgressSchema, { query: { type: types, user }, signal }),
      );
      return stored ? stored.runs : getTestRuns(query, signal);
    },
  });
}

export function useRunsInProgress(params: Pick<OverviewParams, 'types' | 'user'>) {
  const client = useQueryClient();
  return useQuery({
    ...runsInProgressQuery(params),
    // A run started since shows once the store has seen it; the service's two days are not read again unasked.
    refetchInterval: () =>
      storeAnswers(client.getQueryData(historyStatusQuery().queryKey)) ? STORE_REFRESH_MS : false,
  });
}
