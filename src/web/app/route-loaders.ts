// What each route starts reading the moment it matches, with the very queryOptions its screen then reads: the
// requests go out while the screen's code downloads instead of after it has run. A loader starts reads and
// returns at once (navigation waits for the screen's code, never for its data); a read that fails is the
// screen's to show. Only src/client/ and src/routes/ here, and a screen's own code only through import(): this
// module is part of the first chunk. The overview, the runs list, a folder's test case list and the report
// builder's count read in workers of their own, whose code is the screen's: their loaders import it (the
// navigation waits for the screen's code anyway, never for data) and start the very workers the screens then read.
// A run's read, and a test case's page, are imported the same way: only their screens use them, and in the
// first chunk a run's read cost every other screen's first load 0.3–1.8 KB gzip (git log -S 'first load 0.3' bench/RESULTS.md).
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { folderLevelQueryOptions, folderPathQueryOptions } from '../../client/scenarios/folder-tree-reads';
import { testCaseQueryOptions } from '../../client/test-cases/get-test-case';
import { padId, TOP_LEVEL_PARENT_ID, unpadId } from '../../contract/ids';
import { routeSchemas } from '../../routes/route-schemas';
import { readParams, readSearch } from '../../routes/url-state';

type Loader = (args: LoaderFunctionArgs) => null;
type AsyncLoader = (args: LoaderFunctionArgs) => Promise<null>;

/**
 * A loader runs when its route is entered, and again only when the ID it reads changes: what a screen changes in
 * its own URL (a tab, a filter as it is typed) its hooks follow, as they always did, so such a navigation stays as
 * quick as one without loaders.
 */
export const onlyWhenChanged =
  (...params: string[]) =>
  ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
    params.some((param) => currentParams[param] !== nextParams[param]);

const searchOf = (request: Request) => new URL(request.url).searchParams;

export function routeLoaders(queryClient: QueryClient) {
  // Never rejects (prefetchQuery keeps a failure in the cache) and fetches nothing the cache holds fresh.
  const start = queryClient.prefetchQuery.bind(queryClient);
  return {
    /** The overview's figures and its runs in progress, asked for while the page's code loads. */
    overview: (async ({ request }) => {
      const [{ prefetchOverview }, { needsTriageCountQueryOptions }] = await Promise.all([
        import('../features/overview/data/use-overview-figures'),
        import('../../client/triage/get-needs-triage-count'),
      ]);
      // Aborted when another screen is chosen while this one's code loads: then nothing is started.
      if (request.signal.aborted) return null;
      prefetchOverview(queryClient, searchOf(request));
      // The count above the tiles, asked with the figures so that it is there before they are, not pushing them down.
      void start(needsTriageCountQueryOptions());
      return null;
    }) satisfies AsyncLoader,
    /** The runs list's first page and chart from the store, for its URL's filters (none while they hold a problem). */
    runs: (async ({ request }) => {
      const filters = readSearch(routeSchemas.runs.search, searchOf(request));
      const { prefetchRuns } = await import('../features/runs/history/runs-view');
      prefetchRuns(queryClient, filters, request.signal);
      return null;
    }) satisfies AsyncLoader,
    /** The report builder's count over the store (none for filters it refuses). */
    reports: (async ({ request }) => {
      const filters = readSearch(routeSchemas.reports.search, searchOf(request));
      const { prefetchEstimate } = await import('../features/reports/form/use-report-estimate');
      prefetchEstimate(queryClient, filters);
      return null;
    }) satisfies AsyncLoader,
    /** The folder tree's top level, on every explorer screen. */
    explorer: (() => {
      void start(folderLevelQueryOptions(TOP_LEVEL_PARENT_ID));
      return null;
    }) satisfies Loader,
    /** The folder's record and its sub-folders, and its test case list's first page from the store. */
    folder: (async ({ params, request }) => {
      const route = readParams(routeSchemas.folder.params, params);
      if (!route.ok) return null;
      const folderId = padId(route.params.folderId);
      void start(folderPathQueryOptions(route.params.folderId));
      void start(folderLevelQueryOptions(folderId));
      const { includeSubfolders, ...view } = readSearch(routeSchemas.folder.search, searchOf(request));
      const { casesView, prefetchFolderCases } = await import('../features/explorer/list/folder-cases-view');
      prefetchFolderCases(queryClient, casesView(folderId, includeSubfolders, view), request.signal);
      return null;
    }) satisfies AsyncLoader,
    /**
     * The test case's page: from the store, its record with what its history tells in one answer (its tabs then read
     * a page of results, or their payloads and variables, when opened); without a store, the service's record.
     */
    testCase: (async ({ params }) => {
      const route = readParams(routeSchemas.testCase.params, params);
      if (!route.ok) return null;
      const { casePageQueryOptions } = await import('../../client/test-cases/case-page');
      void start(casePageQueryOptions(route.params.caseId));
      return null;
    }) satisfies AsyncLoader,
    /** The pre-filled test cases, whose descriptions the form shows. */
    newRun: (({ request }) => {
      const { cases } = readSearch(routeSchemas.newRun.search, searchOf(request));
      for (const id of cases) void start(testCaseQueryOptions(unpadId(id)));
      return null;
    }) satisfies Loader,
    /** Both runs with their details, as the comparison reads them: from the store when it holds them. */
    compareRuns: (async ({ params }) => {
      const route = readParams(routeSchemas.compareRuns.params, params);
      if (!route.ok) return null;
      const { prefetchComparedRun } = await import('../features/runs/compare/use-compared-run');
      for (const runId of [route.params.baseRunId, route.params.runId]) prefetchComparedRun(queryClient, runId);
      return null;
    }) satisfies AsyncLoader,
    /**
     * The needs-triage queue of the URL's window, and who may change what (the outage rule's form). Imported, as a
     * run's read is: the triage contract's schemas would otherwise weigh on every screen's first load.
     */
    triage: (async ({ request }) => {
      const { days, limit } = readSearch(routeSchemas.triage.search, searchOf(request));
      const [{ needsTriageQueryOptions }, { triageSettingsQuery }] = await Promise.all([
        import('../../client/triage/get-needs-triage'),
        import('../../client/triage/triage-settings'),
      ]);
      void start(needsTriageQueryOptions({ days, limit }));
      void start(triageSettingsQuery());
      return null;
    }) satisfies AsyncLoader,
    /** The quarantines the URL asks for, imported likewise. */
    quarantine: (async ({ request }) => {
      const { withEnded } = readSearch(routeSchemas.quarantine.search, searchOf(request));
      const [{ quarantinesQueryOptions }, { triageSettingsQuery }] = await Promise.all([
        import('../../client/triage/get-quarantines'),
        import('../../client/triage/triage-settings'),
      ]);
      void start(quarantinesQueryOptions(withEnded));
      void start(triageSettingsQuery());
      return null;
    }) satisfies AsyncLoader,
    /** The page of failing cases the URL asks for, imported likewise. */
    lifecycle: (async ({ request }) => {
      const search = readSearch(routeSchemas.lifecycle.search, searchOf(request));
      const [{ lifecycleQueryOptions }, { lifecycleViewOf }, { triageSettingsQuery }] = await Promise.all([
        import('../../client/triage/get-lifecycle'),
        import('../features/triage/lifecycle/lifecycle-view'),
        import('../../client/triage/triage-settings'),
      ]);
      void start(lifecycleQueryOptions(lifecycleViewOf(search)));
      void start(triageSettingsQuery());
      return null;
    }) satisfies AsyncLoader,
    /** The run as its page reads it: a finished one from the store where it stands in, else from the service. */
    run: (async ({ params }) => {
      const route = readParams(routeSchemas.run.params, params);
      if (!route.ok) return null;
      const { followedRunQueryOptions, FULL_RUN_READ } = await import('../../client/test-runs/get-test-run');
      void start(followedRunQueryOptions(queryClient, route.params.runId, FULL_RUN_READ, true));
      return null;
    }) satisfies AsyncLoader,
  };
}
