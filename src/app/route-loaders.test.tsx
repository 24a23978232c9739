import { hashKey, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, type ShouldRevalidateFunctionArgs } from 'react-router';
import { overviewKeys, scenarioKeys, testCaseKeys, testRunKeys } from '../api/query-keys';
import { FULL_RUN_READ } from '../api/test-runs/get-test-run';
import type { OverviewSession } from '../features/overview/data/overview-session';
import { runsInProgressQuery } from '../features/overview/data/runs-in-progress';
import { figuresFor } from '../features/overview/data/use-overview-figures';
import { readOverviewParams } from '../features/overview/filters/overview-params';
import { setupMockServer } from '../testing/mock-server';
import { createTestQueryClient } from '../testing/render';
import { onlyWhenChanged } from './route-loaders';
import { createRoutes } from './router';

const mock = setupMockServer();

/** Opens the app at `url`; tells whether the router had loaded the screen's code when `queryKey` was first read. */
function openAt(url: string, queryKey: QueryKey) {
  const queryClient = createTestQueryClient();
  const first: { screenCodeLoaded?: boolean } = {};
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'added' &&
      first.screenCodeLoaded === undefined &&
      hashKey(event.query.queryKey) === hashKey(queryKey)
    )
      first.screenCodeLoaded = router?.state.initialized ?? false;
  });
  router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const readers = () => queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() ?? 0;
  return { queryClient, first, readers };
}

/**
 * Waits until the screen at `url` reads `queryKey`; answers whether that read began before the screen's code had
 * loaded, i.e. the route's loader started it and the screen took over the very same cache entry.
 */
async function startedByLoader(url: string, queryKey: QueryKey): Promise<boolean> {
  const { first, readers } = openAt(url, queryKey);
  await waitFor(() => expect(readers()).toBeGreaterThan(0));
  return first.screenCodeLoaded === false;
}

/** A navigation within the app, from one route's params to the next. */
const move = (currentParams: Record<string, string>, nextParams: Record<string, string>) =>
  ({ currentParams, nextParams }) as ShouldRevalidateFunctionArgs;

describe('route loaders', () => {
  it('start the folder tree, the folder and its sub-folders with the keys the explorer reads', async () => {
    expect(
      await startedByLoader(
        '/folders/103',
        scenarioKeys.list({ PARENTID: '0000000000', $children: true, $expandLevels: 1 }),
      ),
    ).toBe(true);
    expect(await startedByLoader('/folders/103', scenarioKeys.detail('103', {}))).toBe(true);
    expect(
      await startedByLoader(
        '/folders/103',
        scenarioKeys.list({ PARENTID: '0000000103', $children: true, $expandLevels: 1 }),
      ),
    ).toBe(true);
  });

  it('start the test case the test case page reads', async () => {
    expect(await startedByLoader('/testcases/100003/results', testCaseKeys.detail('100003'))).toBe(true);
  });

  it('start the run the run page reads', async () => {
    const finished = [...mock.service.store.runs.values()].find((run) => run.record.END_DATE)!;
    const runId = finished.record.RUN_ID;
    expect(await startedByLoader(`/runs/${runId}`, testRunKeys.detail(runId, FULL_RUN_READ))).toBe(true);
  });

  it('start the descriptions of the test cases a new run is pre-filled with', async () => {
    expect(await startedByLoader('/runs/new?cases=100003', testCaseKeys.detail('100003'))).toBe(true);
  });

  it("start the overview's figures (its workers) for the filters in its URL, which the overview then reads", async () => {
    const search = new URLSearchParams('types=NIGHTLY');
    const key = overviewKeys.figures(figuresFor(readOverviewParams(search)));
    const { queryClient, first, readers } = openAt(`/?${search}`, key);
    await waitFor(() => expect(readers()).toBeGreaterThan(0));
    expect(first.screenCodeLoaded).toBe(false);
    queryClient.getQueryData<OverviewSession>(key)?.dispose();
  });

  it('start the runs in progress the overview shows first, with the key its Runs tile reads', async () => {
    const search = new URLSearchParams('types=UT&user=BATCH_QA');
    const key = runsInProgressQuery(readOverviewParams(search)).queryKey;
    const { queryClient, first, readers } = openAt(`/?${search}`, key);
    await waitFor(() => expect(readers()).toBeGreaterThan(0));
    expect(first.screenCodeLoaded).toBe(false);
    for (const query of queryClient.getQueryCache().findAll({ queryKey: overviewKeys.all }))
      (query.state.data as OverviewSession | undefined)?.dispose();
  });

  it('start nothing for an ID that is not one; the screen says what is wrong', async () => {
    const requested: string[] = [];
    mock.server.events.on('request:start', ({ request }) => void requested.push(request.url));
    openAt('/runs/not-a-run', testRunKeys.all);
    expect(await screen.findByText('"not-a-run" is not a run ID: run IDs are 32 hexadecimal characters.')).toBeTruthy();
    expect(requested.filter((url) => url.includes('/testruns'))).toEqual([]);
  });

  it('run again only when the ID they read changes, not for a tab or a filter', () => {
    expect(onlyWhenChanged('caseId')(move({ caseId: '1', tab: 'overview' }, { caseId: '1', tab: 'results' }))).toBe(
      false,
    );
    expect(onlyWhenChanged('caseId')(move({ caseId: '1' }, { caseId: '2' }))).toBe(true);
    expect(onlyWhenChanged()(move({}, {}))).toBe(false);
  });
});
