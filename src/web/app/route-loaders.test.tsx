import { hashKey, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  RouterProvider,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { overviewKeys, scenarioKeys, testCaseKeys, testRunKeys, triageKeys } from '../../client/query-keys';
import { folderLevelQueryOptions } from '../../client/scenarios/folder-tree-reads';
import { FULL_RUN_READ } from '../../client/test-runs/get-test-run';
import { padId, unpadId } from '../../contract/ids';
import { storedReportCountQuery } from '../features/reports/form/stored-report-count';
import { toReportMembers } from '../features/reports/form/report-form-model';
import { runsInProgressQuery } from '../features/overview/data/runs-in-progress';
import { figuresFor } from '../features/overview/data/use-overview-figures';
import { readOverviewParams } from '../features/overview/filters/overview-params';
import { routeSchemas } from '../../routes/route-schemas';
import { runListQuery } from '../../routes/run-list-query';
import { readSearch } from '../../routes/url-state';
import { setupMockServer, TEST_ORIGIN } from '../testing/mock-server';
import { createTestQueryClient } from '../testing/render';
import { historyReady } from '../testing/history-ready';
import { casesView } from '../features/explorer/list/folder-cases-view';
import { runsView, runsViewKey } from '../features/runs/history/runs-view';
import { pagedQueryKey } from '../components/data-table/paged-rows/use-paged-rows';
import { onlyWhenChanged, routeLoaders } from './route-loaders';
import { createRoutes } from './router';

const NO_VIEW = { sorting: [], columnFilters: [], globalFilter: '' };

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

/** Opens the app at `url` until it shows `problem`; answers the run history reads it made meanwhile. */
async function runReadsUntilShown(url: string, problem: string): Promise<string[]> {
  const requested = mock.recordRequests();
  openAt(url, testRunKeys.all);
  // The page's text, not one element's: a message may keep its date format in an element of its own.
  await waitFor(() => expect(document.body.textContent).toContain(problem));
  return requested
    .map((request) => request.url)
    .filter((read) => read.includes('/testruns') || read.includes('/api/runs'));
}

const emptyRunsPage = http.get(`${TEST_ORIGIN}/api/runs`, () =>
  HttpResponse.json({ total: 0, offset: 0, rows: [], all: 0, running: 0 }),
);
const emptyRunsChart = http.get(`${TEST_ORIGIN}/api/runs/chart`, () => HttpResponse.json({ runs: 0, points: [] }));

/**
 * Runs the folder route's loader alone, beside a store: answers which page of the store's test case list it had
 * started (its own test cases or every one below), and how far the folder's sub-folders' read had come when it returned.
 */
async function folderLoaderStarts(folderId: string, sub: boolean): Promise<{ list: string; subfolders?: string }> {
  mock.server.use(
    historyReady(),
    http.get(`${TEST_ORIGIN}/api/folders/cases`, () =>
      HttpResponse.json({ total: 0, offset: 0, rows: [], all: 0, failed: 0, flaky: null }),
    ),
  );
  const queryClient = createTestQueryClient();
  const url = `http://localhost/folders/${unpadId(folderId)}${sub ? '?sub=1' : ''}`;
  const args = {
    request: new Request(url),
    url: new URL(url),
    pattern: '/folders/:folderId',
    params: { folderId: unpadId(folderId) },
    context: undefined,
  };
  await routeLoaders(queryClient).folder(args as LoaderFunctionArgs);
  const subfolders = queryClient.getQueryState(folderLevelQueryOptions(folderId).queryKey)?.status;
  const first = pagedQueryKey(testCaseKeys.folderCases(casesView(folderId, sub, NO_VIEW)), 0);
  await waitFor(() => expect(queryClient.getQueryState(first)?.status).toBe('success'));
  await queryClient.cancelQueries();
  return { list: sub ? 'every test case below' : 'its own', subfolders };
}

/** A navigation within the app, from one route's params to the next. */
const move = (currentParams: Record<string, string>, nextParams: Record<string, string>) =>
  ({ currentParams, nextParams }) as ShouldRevalidateFunctionArgs;

describe('route loaders', () => {
  it("start the folder tree, the folder's record and path, and its sub-folders with the keys the explorer reads", async () => {
    expect(await startedByLoader('/folders/103', scenarioKeys.level('0000000000'))).toBe(true);
    expect(await startedByLoader('/folders/103', scenarioKeys.path('0000000103'))).toBe(true);
    expect(await startedByLoader('/folders/103', scenarioKeys.level('0000000103'))).toBe(true);
  });

  it("start a folder's test case list at once, without waiting for its sub-folders", async () => {
    const { folders, childFolderIds } = mock.service.store;
    const leaf = [...folders.keys()].find((id) => (childFolderIds.get(id) ?? []).length === 0)!;
    const parent = [...folders.keys()].find((id) => (childFolderIds.get(id) ?? []).length > 0)!;
    // A folder without sub-folders is its list; one with them shows its own test cases if it has any.
    expect(await folderLoaderStarts(leaf, false)).toEqual({ list: 'its own', subfolders: 'pending' });
    expect(await folderLoaderStarts(parent, false)).toEqual({ list: 'its own', subfolders: 'pending' });
    expect(await folderLoaderStarts(parent, true)).toEqual({ list: 'every test case below', subfolders: 'pending' });
  });

  it('start the needs-triage queue of the address’s window and the quarantines asked for', async () => {
    expect(await startedByLoader('/triage?days=7', triageKeys.needsTriage({ days: 7, limit: 50 }))).toBe(true);
    expect(await startedByLoader('/triage/quarantine?ended=1', triageKeys.quarantineList(true))).toBe(true);
    // The failing cases of the address's class and page, newest first unless it asks otherwise.
    const page2 = { class: 'broken', sort: 'Since', dir: 'desc', offset: 50, limit: 50 };
    expect(await startedByLoader('/triage/failing?class=broken&page=2', triageKeys.lifecycle(page2))).toBe(true);
    const byId = { class: '', sort: 'Test case', dir: 'asc', offset: 0, limit: 50 };
    expect(await startedByLoader('/triage/failing?sort=Test+case', triageKeys.lifecycle(byId))).toBe(true);
    // The overview's count of them, with its figures.
    expect(await startedByLoader('/', triageKeys.needsTriageCount(30))).toBe(true);
  });

  it("start the test case page's read on every tab: the store's answer tells the overview and the header", async () => {
    for (const tab of ['overview', 'results', 'payloads', 'fields', 'variables'])
      expect(await startedByLoader(`/testcases/100003/${tab}`, testCaseKeys.page(padId('100003')))).toBe(true);
  });

  it('start the run the run page reads: a finished one from the store, asking the service nothing', async () => {
    const finished = [...mock.service.store.runs.values()].find((run) => run.record.END_DATE)!;
    const runId = finished.record.RUN_ID;
    const requests = mock.recordRequests();
    expect(await startedByLoader(`/runs/${runId}`, testRunKeys.detail(runId, FULL_RUN_READ))).toBe(true);
    await waitFor(() => expect(requests.map((request) => new URL(request.url).pathname)).toContain('/api/run/page'));
    expect(requests.filter((request) => request.url.includes('/testruns'))).toEqual([]);
  });

  it('start the descriptions of the test cases a new run is pre-filled with', async () => {
    expect(await startedByLoader('/runs/new?cases=100003', testCaseKeys.detail('100003'))).toBe(true);
  });

  it("start the overview's figures for the filters in its URL, which the overview then reads", async () => {
    const search = new URLSearchParams('types=NIGHTLY');
    const key = overviewKeys.figures(figuresFor(readOverviewParams(search)));
    const { first, readers } = openAt(`/?${search}`, key);
    await waitFor(() => expect(readers()).toBeGreaterThan(0));
    expect(first.screenCodeLoaded).toBe(false);
  });

  it('start the runs in progress the overview shows first, with the key its Runs tile reads', async () => {
    // The figures on their way, so the tiles (and the Runs tile's read) show.
    mock.server.use(http.get(`${TEST_ORIGIN}/api/overview`, () => delay('infinite')));
    const search = new URLSearchParams('types=UT&user=BATCH_QA');
    const key = runsInProgressQuery(readOverviewParams(search)).queryKey;
    const { first, readers } = openAt(`/?${search}`, key);
    await waitFor(() => expect(readers()).toBeGreaterThan(0));
    expect(first.screenCodeLoaded).toBe(false);
  });

  it("start the runs list's first page from the store for the filters in its URL, with the key the list reads", async () => {
    mock.server.use(historyReady(), emptyRunsPage, emptyRunsChart);
    const search = new URLSearchParams('type=RT&from=2026-11-01');
    const view = runsView(runListQuery(readSearch(routeSchemas.runs.search, search)).query);
    const key = pagedQueryKey(runsViewKey(view), 0);
    expect(await startedByLoader(`/runs?${search}`, key)).toBe(true);
  });

  it("stop the runs list's read when another screen is chosen before the list has shown", async () => {
    let asked = 0;
    mock.server.use(
      historyReady(),
      http.get(`${TEST_ORIGIN}/api/runs`, async () => {
        asked += 1;
        await delay('infinite');
        return HttpResponse.json({});
      }),
      emptyRunsChart,
    );
    const queryClient = createTestQueryClient();
    const left = new AbortController();
    const url = 'http://localhost/runs';
    const args = {
      request: new Request(url, { signal: left.signal }),
      url: new URL(url),
      pattern: '/runs',
      params: {},
    };
    await routeLoaders(queryClient).runs({ ...args, context: undefined });
    const key = pagedQueryKey(runsViewKey(runsView({})), 0);
    await waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching'));
    left.abort();
    await waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryState(key)?.data).toBeUndefined();
    expect(asked).toBe(1);
  });

  it('start no runs list for filters the list cannot ask for; the screen says what is wrong', async () => {
    mock.server.use(historyReady());
    expect(
      await runReadsUntilShown('/runs?from=2026-13-45', 'The link\'s date "2026-13-45" does not exist: choose a date.'),
    ).toEqual([]);
  });

  it("start the report builder's count over the store for the URL's filters, as the form asks for it", async () => {
    const search = new URLSearchParams('dateFrom=2026-11-01&runTypes=RT');
    const key = storedReportCountQuery(toReportMembers(readSearch(routeSchemas.reports.search, search))).queryKey;
    const { first, readers } = openAt(`/reports?${search}`, key);
    await waitFor(() => expect(readers()).toBeGreaterThan(0));
    expect(first.screenCodeLoaded).toBe(false);
  });

  it('start no count for report filters the service would refuse; the form says what is wrong', async () => {
    expect(await runReadsUntilShown('/reports?dateFrom=2026-13-45', 'Enter a real date as YYYY-MM-DD.')).toEqual([]);
  });

  it('start nothing for an ID that is not one; the screen says what is wrong', async () => {
    expect(
      await runReadsUntilShown(
        '/runs/not-a-run',
        '"not-a-run" is not a run ID: run IDs are 32 hexadecimal characters.',
      ),
    ).toEqual([]);
  });

  it('run again only when the ID they read changes, not for a tab or a filter', () => {
    expect(onlyWhenChanged('caseId')(move({ caseId: '1', tab: 'overview' }, { caseId: '1', tab: 'results' }))).toBe(
      false,
    );
    expect(onlyWhenChanged('caseId')(move({ caseId: '1' }, { caseId: '2' }))).toBe(true);
    expect(onlyWhenChanged()(move({}, {}))).toBe(false);
  });
});
