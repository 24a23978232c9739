import { useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HistoryStatus } from '../../contract/dashboard-api/history-status';
import { readyStatus } from '../../web/testing/history-ready';
import { renderHookWithClient } from '../../web/testing/render';
import { setupMockServer, TEST_ORIGIN } from '../../web/testing/mock-server';
import { historyKeys } from '../query-keys';
import { useRefreshAfterFirstSync } from './history-status';

const mock = setupMockServer();

/** A screen's read and the app's watcher side by side; `reads` counts the screen's reads. */
function watchedScreen(first: HistoryStatus['state']) {
  let state = first;
  mock.server.use(http.get(`${TEST_ORIGIN}/api/history/status`, () => HttpResponse.json(readyStatus({ state }))));
  const counter = { reads: 0 };
  const view = renderHookWithClient(() => {
    useRefreshAfterFirstSync(true);
    return useQuery({ queryKey: ['a screen'], queryFn: () => ++counter.reads, staleTime: Infinity });
  });
  const becomes = async (next: HistoryStatus['state']) => {
    state = next;
    await view.queryClient.refetchQueries({ queryKey: historyKeys.status() });
  };
  return { ...view, counter, becomes };
}

describe("the end of the store's first sync", () => {
  it('has every screen on show read again once, so that none keeps what the sync had read so far', async () => {
    const { result, counter, becomes } = watchedScreen('syncing');
    await waitFor(() => expect(result.current.data).toBe(1));
    await becomes('ready');
    await waitFor(() => expect(counter.reads).toBe(2));
    await becomes('ready');
    expect(counter.reads).toBe(2);
  });

  it('asks nothing again where the store was ready already', async () => {
    const { result, counter, becomes } = watchedScreen('ready');
    await waitFor(() => expect(result.current.data).toBe(1));
    await becomes('ready');
    expect(counter.reads).toBe(1);
  });
});
