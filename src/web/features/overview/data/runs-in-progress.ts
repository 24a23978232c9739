// The Runs tile's "In progress": the runs the history store last saw in progress (at most a sync pass old), each
// then followed live. The route's loader starts the read with the figures; the tile then reads the same.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFromDashboard } from '../../../../client/dashboard/get-from-dashboard';
import { STORE_REFRESH_MS } from '../../../../client/dashboard/overview-figures';
import { retryStoreRead } from '../../../../client/dashboard/store-not-answering';
import { testRunKeys } from '../../../../client/query-keys';
import { runsInProgressSchema } from '../../../../contract/dashboard-api/runs-in-progress';
import type { OverviewParams } from '../filters/overview-params';

export function runsInProgressQuery({ types, user }: Pick<OverviewParams, 'types' | 'user'>) {
  return queryOptions({
    queryKey: testRunKeys.inProgress({ types, user }),
    queryFn: async ({ signal }) =>
      (await getFromDashboard('/runs/in-progress', runsInProgressSchema, { query: { type: types, user }, signal }))
        .runs,
    retry: retryStoreRead,
  });
}

/** A run started since shows once the store has seen it. */
export const useRunsInProgress = (params: Pick<OverviewParams, 'types' | 'user'>) =>
  useQuery({ ...runsInProgressQuery(params), refetchInterval: STORE_REFRESH_MS });
