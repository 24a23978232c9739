import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readOverviewParams } from '../filters/overview-params';
import { setupMockServer } from '../../../testing/mock-server';
import { createTestQueryClient } from '../../../testing/render';
import type { OverviewSession } from './overview-session';
import { figuresFor, overviewFiguresQuery, prefetchOverview } from './use-overview-figures';

setupMockServer();

/** The route's loader for the overview at its default filters, and the user leaving or staying. */
function prefetchDefaultOverview() {
  const queryClient = createTestQueryClient();
  const left = new AbortController();
  const search = new URLSearchParams();
  prefetchOverview(queryClient, search, left.signal);
  const figures = overviewFiguresQuery(figuresFor(readOverviewParams(search)));
  const cached = () => queryClient.getQueryCache().find({ queryKey: figures.queryKey, exact: true });
  return { queryClient, left, figures, cached };
}

describe("the overview's loader", () => {
  it('stops the figures it started when another screen is chosen before the overview has shown', async () => {
    const { left, cached } = prefetchDefaultOverview();
    await expect.poll(() => cached()?.state.data).toBeDefined();
    const session = cached()!.state.data as OverviewSession;
    expect(session.finished()).toBe(false);
    left.abort();
    await expect.poll(() => cached()).toBeUndefined();
  });

  it('keeps them while a page shows them (the user came back to the overview)', async () => {
    const { queryClient, left, figures, cached } = prefetchDefaultOverview();
    await expect.poll(() => cached()?.state.data).toBeDefined();
    const page = new QueryObserver(queryClient, figures).subscribe(() => {});
    left.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const session = cached()?.state.data as OverviewSession | undefined;
    expect(session).toBeDefined();
    expect(cached()?.state.dataUpdateCount).toBe(1);
    page();
    session?.dispose();
  });
});
