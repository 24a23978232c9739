import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getApiBaseUrl, runtimeConfigLoaded } from '../../../api/client/runtime-config';
import { overviewKeys } from '../../../api/query-keys';
import { readOverviewParams, type OverviewParams } from '../filters/overview-params';
import type { OverviewRequest, TileName } from './overview-protocol';
import { OverviewSession, type RunsRead, type TileState } from './overview-session';

type OverviewFilters = Omit<OverviewRequest, 'baseUrl'>;

/** The overview's figures for these filters: a session whose tiles fill in one by one, kept a minute for a return. */
export function overviewFiguresQuery(filters: OverviewFilters) {
  return queryOptions({
    queryKey: overviewKeys.figures(filters),
    queryFn: ({ signal }) => {
      // The workers start (download, compile) while config.json is still read; only the request waits for it.
      const request = runtimeConfigLoaded().then(() => ({ ...filters, baseUrl: getApiBaseUrl() }));
      const session = new OverviewSession(request);
      signal.addEventListener('abort', () => session.dispose(), { once: true });
      return session;
    },
    structuralSharing: false,
    gcTime: 60_000,
    staleTime: 60_000,
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
  return useQuery(overviewFiguresQuery(filters));
}

/** The route's loader: the workers start while the page first renders, not after its first paint. */
export function prefetchOverviewFigures(queryClient: QueryClient, search: URLSearchParams): void {
  void queryClient.prefetchQuery(overviewFiguresQuery(figuresFor(readOverviewParams(search))));
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
