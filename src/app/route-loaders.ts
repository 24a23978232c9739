// What each route starts reading the moment it matches, with the very queryOptions its screen then reads: the
// requests go out while the screen's code downloads instead of after it has run. A loader starts reads and
// returns at once (navigation waits for the screen's code, never for its data); a read that fails is the
// screen's to show. Only src/api/ and src/navigation/ here, and a screen's own code only through import(): this
// module is part of the first chunk. The runs list and the report builder have none: their screens stream the
// run history in a worker of their own, whose code is the screen's, and a second, plain read of the same
// history beside it would only compete with it. The overview's workers are its figures' only readers, so its
// loader starts them.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { folderLevelQueryOptions } from '../api/scenarios/get-scenarios';
import { scenarioQueryOptions } from '../api/scenarios/get-scenario';
import { testCaseQueryOptions } from '../api/test-cases/get-test-case';
import { FULL_RUN_READ, testRunQueryOptions } from '../api/test-runs/get-test-run';
import { WITH_DETAILS } from '../api/test-runs/runs-with-details';
import { padId, TOP_LEVEL_PARENT_ID, unpadId } from '../contract/ids';
import { routeSchemas } from '../navigation/route-schemas';
import { readParams, readSearch } from '../navigation/url-state';

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
    /**
     * The overview's figures and its runs in progress: its workers start as soon as its code is here, while the
     * page first renders. The code is the screen's own (the session and its workers), so the loader waits for
     * it, never for the figures.
     */
    overview: (async ({ request }) => {
      const { prefetchOverview } = await import('../features/overview/data/use-overview-figures');
      // Aborted when another screen is chosen while this one's code loads: then nothing is started.
      if (!request.signal.aborted) prefetchOverview(queryClient, searchOf(request), request.signal);
      return null;
    }) satisfies AsyncLoader,
    /** The folder tree's top level, on every explorer screen. */
    explorer: (() => {
      void start(folderLevelQueryOptions(TOP_LEVEL_PARENT_ID));
      return null;
    }) satisfies Loader,
    /** The folder's record and its sub-folders; its test cases are the list's own, streamed, read. */
    folder: (({ params }) => {
      const route = readParams(routeSchemas.folder.params, params);
      if (route.ok) {
        void start(scenarioQueryOptions(route.params.folderId));
        void start(folderLevelQueryOptions(padId(route.params.folderId)));
      }
      return null;
    }) satisfies Loader,
    /** The test case's record (the tabs read their own when opened). */
    testCase: (({ params }) => {
      const route = readParams(routeSchemas.testCase.params, params);
      if (route.ok) void start(testCaseQueryOptions(route.params.caseId));
      return null;
    }) satisfies Loader,
    /** The pre-filled test cases, whose descriptions the form shows. */
    newRun: (({ request }) => {
      const { cases } = readSearch(routeSchemas.newRun.search, searchOf(request));
      for (const id of cases) void start(testCaseQueryOptions(unpadId(id)));
      return null;
    }) satisfies Loader,
    /** Both runs with their details, as the comparison reads them. */
    compareRuns: (({ params }) => {
      const route = readParams(routeSchemas.compareRuns.params, params);
      if (route.ok)
        for (const runId of [route.params.baseRunId, route.params.runId])
          void start(testRunQueryOptions(runId, WITH_DETAILS));
      return null;
    }) satisfies Loader,
    run: (({ params }) => {
      const route = readParams(routeSchemas.run.params, params);
      if (route.ok) void start(testRunQueryOptions(route.params.runId, FULL_RUN_READ));
      return null;
    }) satisfies Loader,
  };
}
