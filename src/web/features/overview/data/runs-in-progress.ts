// The Runs tile's "In progress": runs still going are looked for among those started today and yesterday, one
// small read, so that part is the first to show. A run in progress for longer is rare enough to be left to the
// runs list. The route's loader starts the read (it leaves with the navigation, not after the page's first
// renders, which on a busy machine held it back for seconds); the tile then reads the same.
import { useQuery } from '@tanstack/react-query';
import { fromDay, toDay } from '../../../../analysis/overview/date-range';
import { testRunsQueryOptions } from '../../../../client/test-runs/get-test-runs';
import { today, type OverviewParams } from '../filters/overview-params';

export function runsInProgressQuery(params: Pick<OverviewParams, 'types' | 'user'>) {
  const now = today();
  return testRunsQueryOptions({
    STARTED_FROM: fromDay(toDay(now) - 1),
    STARTED_TO: now,
    ...(params.types.length === 1 ? { TYPE: params.types[0] } : {}),
    ...(params.user ? { STARTED_BY: params.user } : {}),
  });
}

export const useRunsInProgress = (params: Pick<OverviewParams, 'types' | 'user'>) =>
  useQuery(runsInProgressQuery(params));
