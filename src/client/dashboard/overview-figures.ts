// GET /api/overview: every tile's figures for one view, worked out by the server over its history store in one
// small answer. It follows the store's sync by asking again every STORE_REFRESH_MS; without a store it fails
// at once (storeNotAnswering) and is not asked again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { overviewFiguresSchema } from '../../contract/dashboard-api/overview';
import { overviewKeys } from '../query-keys';
import { getFromDashboard } from './get-from-dashboard';
import { retryStoreRead, storeNotAnswering } from './store-not-answering';

/** How often the figures are asked for again (the store syncs every 10 s by default). */
export const STORE_REFRESH_MS = 15_000;

export interface OverviewView {
  range: { from: string; to: string };
  /** Folder IDs; their sub-folders count too. Empty for all. */
  folders: readonly string[];
  /** Run type codes; empty for all. */
  types: readonly string[];
  /** A user ID; empty for anyone. */
  user: string;
}

export function overviewFiguresQuery({ range, folders, types, user }: OverviewView) {
  return queryOptions({
    queryKey: overviewKeys.figures({ range, folders, types, user }),
    queryFn: ({ signal }) =>
      getFromDashboard('/overview', overviewFiguresSchema, {
        query: { from: range.from, to: range.to, folder: folders, type: types, user },
        signal,
      }),
    retry: retryStoreRead,
    refetchInterval: (query) => (storeNotAnswering(query.state.error) ? false : STORE_REFRESH_MS),
  });
}

export const useOverviewFigures = (view: OverviewView) => useQuery(overviewFiguresQuery(view));
