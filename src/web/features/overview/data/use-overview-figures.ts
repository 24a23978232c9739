import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getApiBaseUrl, runtimeConfigLoaded } from '../../../../client/http/runtime-config';
import { overviewKeys } from '../../../../client/query-keys';
import { readOverviewParams, type OverviewParams } from '../filters/overview-params';
import type { OverviewRequest, TileName } from './overview-protocol';
import { OverviewSession, type RunsRead, type TileState } from './overview-session';
import { runsInProgressQuery } from './runs-in-progress';

type OverviewFilters = Omit<OverviewRequest, 'baseUrl' | 'outagePatterns'>;

/** How often figures from the store are asked for again (the store syncs every 10 s by default). */
const STORE_REFRESH_MS = 15_000;

/** The overview's figures for these filters: a session whose tiles fill in one by one, kept a minute for a return. */
export function overviewFiguresQuery(filters: OverviewFilters) {
  return queryOptions({
    queryKey: overviewKeys.figures(filters),
    queryFn: ({ signal }) => {
      // The store's answer, or the workers' reads of the service, once config.json says where the service is.
      const request = runtimeConfigLoaded().then(() => ({ ...filters, baseUrl: getApiBaseUrl() }));
      const session = new OverviewSession(request);
      signal.addEventListener('abort', () => session.dispose(), { once: true });
      return session;
    },
    structuralSharing: false,
    gcTime: 60_000,
    staleTime: 60_000,
    // Figures from the store follow its sync: a run that ends shows within a pass and this interval.
    refetchInterval: (query) => (query.state.data?.source() === 'store' ? STORE_REFRESH_MS : false),
  });
}

/** The figures for what the overview's URL asks: the route's loader starts them, the page then reads the same. */
export const figuresFor = ({ range, folders, types, user }: OverviewParams): OverviewFilters => ({
  range,
  folders,
  types,
  user,
});

export function useOverviewFigures(filters: OverviewFilters) {
  const figures = useQuery(overviewFiguresQuery(filters));
  useStopWhenLeft(figures.data);
  return figures;
}

/**
 * Stops a session that no page shows and forgets its half-read figures: on the large data set its workers would
 * go on parsing over 100 MB for seconds, on the cores the screen the user went to needs. Figures read to the end
 * stay a minute (gcTime) for a return.
 */
function stopIfUnwatched(queryClient: QueryClient, session: OverviewSession | undefined): void {
  if (!session || session.finished()) return;
  const query = queryClient
    .getQueryCache()
    .findAll({ queryKey: overviewKeys.all })
    .find((cached) => cached.state.data === session);
  if (query && query.getObserversCount() > 0) return;
  session.dispose();
  if (query) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
}

/** Leaving the overview, or changing its filters, while its workers still read stops them. */
function useStopWhenLeft(session: OverviewSession | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!session) return;
    // Looked at once the navigation has settled: a page that reads the same figures again (React's development
    // double mount, filters changed back) keeps them.
    return () => void setTimeout(() => stopIfUnwatched(queryClient, session));
  }, [queryClient, session]);
}

/**
 * The route's loader: the figures' workers start, and the runs in progress are asked for, while the page first
 * renders, not after its first paint. `left` aborts when another screen is chosen before the overview has
 * shown (its code still loading): no page will then stop the workers, so this does.
 */
export function prefetchOverview(queryClient: QueryClient, search: URLSearchParams, left: AbortSignal): void {
  const params = readOverviewParams(search);
  const figures = overviewFiguresQuery(figuresFor(params));
  const started = queryClient.prefetchQuery(figures);
  void queryClient.prefetchQuery(runsInProgressQuery(params));
  left.addEventListener(
    'abort',
    () => void started.then(() => stopIfUnwatched(queryClient, queryClient.getQueryData(figures.queryKey))),
    { once: true },
  );
}

const LOADING = { status: 'loading' } as const;
const noSession = () => () => {};

/** One tile's state in a session (loading while the session itself starts). */
export function useTile<N extends TileName>(session: OverviewSession | undefined, name: N): TileState<N> {
  return useSyncExternalStore(session?.subscribe ?? noSession, () => session?.tile(name) ?? LOADING);
}

const NOT_STARTED: RunsRead = { done: false };

/** How far the session has read the range's runs (the run tiles say "so far" until it is done). */
export function useRunsRead(session: OverviewSession | undefined): RunsRead {
  return useSyncExternalStore(session?.subscribe ?? noSession, () => session?.runsRead() ?? NOT_STARTED);
}
