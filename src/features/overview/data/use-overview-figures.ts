import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getApiBaseUrl, runtimeConfigLoaded } from '../../../api/client/runtime-config';
import { overviewKeys } from '../../../api/query-keys';
import type { OverviewRequest, TileName } from './overview-protocol';
import { OverviewSession, type RunsRead, type TileState } from './overview-session';

/** The overview's figures for these filters: a session whose tiles fill in one by one, kept a minute for a return. */
export function useOverviewFigures(filters: Omit<OverviewRequest, 'baseUrl'>) {
  return useQuery({
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
