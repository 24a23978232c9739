import type { QueryClient } from '@tanstack/react-query';
import { overviewFiguresQuery, type OverviewView } from '../../../../client/dashboard/overview-figures';
import { readOverviewParams, type OverviewParams } from '../filters/overview-params';
import { runsInProgressQuery } from './runs-in-progress';

/** The figures for what the overview's URL asks: the route's loader starts them, the page then reads the same. */
export const figuresFor = ({ range, folders, types, user }: OverviewParams): OverviewView => ({
  range,
  folders,
  types,
  user,
});

/** The route's loader: the figures and the runs in progress are asked for while the page first renders. */
export function prefetchOverview(queryClient: QueryClient, search: URLSearchParams): void {
  const params = readOverviewParams(search);
  void queryClient.prefetchQuery(overviewFiguresQuery(figuresFor(params)));
  void queryClient.prefetchQuery(runsInProgressQuery(params));
}
