// Whether the dashboard server keeps a history that can answer screens, and how fresh it is. A page served
// without the dashboard's server (another web server in front of the service) has no /api: it reads the
// service directly, as it does while the store is off, still opening or failed.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { historyStatusSchema, type HistoryStatus } from '../../contract/dashboard-api/history-status';
import { isAbort } from '../http/api-error';
import { historyKeys } from '../query-keys';
import { getFromDashboard } from './get-from-dashboard';

/** How long a status read serves the screens' choice; the overview's line asks again as often. */
export const HISTORY_STATUS_STALE_MS = 10_000;

export const historyStatusQuery = () =>
  queryOptions({
    queryKey: historyKeys.status(),
    // No answer is no history: the screens then read the service, which says itself if it is down.
    queryFn: ({ signal }) =>
      getFromDashboard('/history/status', historyStatusSchema, { signal }).catch((error: unknown) => {
        if (isAbort(error)) throw error;
        return null;
      }),
    staleTime: HISTORY_STATUS_STALE_MS,
    retry: false,
  });

/** The store has figures to show: all of them once ready, the newest days' while its first sync reads. */
export const storeAnswers = (status: HistoryStatus | null | undefined): status is HistoryStatus =>
  status?.state === 'syncing' || status?.state === 'ready';

/** The store answers, or will in a moment: one still being opened answers 503 STORE_OPENING, which reads retry. */
export const storeWillAnswer = (status: HistoryStatus | null | undefined): boolean =>
  status?.state === 'starting' || storeAnswers(status);

export async function historyAnswers(client: QueryClient): Promise<boolean> {
  return storeWillAnswer(await client.fetchQuery(historyStatusQuery()));
}

/** While the store opens or its first sync reads, the tab asks for its status this often. */
export const FIRST_SYNC_POLL_MS = 10_000;

const beforeReady = (status: HistoryStatus | null | undefined) =>
  status?.state === 'starting' || status?.state === 'syncing';

/**
 * Screens opened during the store's first sync show what it has read so far, each kept fresh for a while; when the
 * sync ends, every screen on show reads again, once, so that none keeps a partial answer (an empty field ledger).
 * Once the store is ready, or where there is none, nothing more is asked.
 */
export function useRefreshAfterFirstSync(enabled: boolean): void {
  const client = useQueryClient();
  const { data: status } = useQuery({
    ...historyStatusQuery(),
    enabled,
    refetchInterval: (query) => (beforeReady(query.state.data) ? FIRST_SYNC_POLL_MS : false),
  });
  const state = status?.state;
  const before = useRef(state);
  useEffect(() => {
    if (before.current === 'syncing' && state === 'ready') void client.invalidateQueries();
    before.current = state;
  }, [state, client]);
}
