import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout, LayoutFallback } from './layout';
import { paths } from '../../routes/paths';
import { NotFound, RouteError } from './route-error';
import { onlyWhenChanged, routeLoaders } from './route-loaders';

// The screen's code, in its own chunk: the overview's first load carries nothing of the explorer, runs or reports.
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * One entry per screen: its path (whose params and search params route-schemas.ts declares), the loader that
 * starts its data (route-loaders.ts) and its lazy component. Loaders sit here, in the small eager table, so
 * they run alongside the code download rather than after it.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const load = routeLoaders(queryClient);
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      // Shown while the first screen's code loads (the routes are lazy), instead of an empty page.
      hydrateFallbackElement: <LayoutFallback />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              loader: load.overview,
              // Its filters are its URL's search: the screen follows them itself once it is open.
              shouldRevalidate: onlyWhenChanged(),
              lazy: screen(async () => (await import('../features/overview/routes/overview-route')).OverviewRoute),
            },
            {
              loader: load.explorer,
              shouldRevalidate: onlyWhenChanged(),
              lazy: screen(async () => (await import('../features/explorer/routes/explorer-layout')).ExplorerLayout),
              children: [
                {
                  path: paths.explorer.pattern,
                  lazy: screen(async () => (await import('../features/explorer/routes/start-panel')).StartPanel),
                },
                {
                  path: paths.folder.pattern,
                  loader: load.folder,
                  shouldRevalidate: onlyWhenChanged('folderId'),
                  lazy: screen(async () => (await import('../features/explorer/routes/folder-route')).FolderRoute),
                },
                {
                  path: paths.testCase.pattern,
                  loader: load.testCase,
                  shouldRevalidate: onlyWhenChanged('caseId'),
                  lazy: screen(async () => (await import('../features/explorer/routes/test-case-route')).TestCaseRoute),
                },
              ],
            },
            {
              path: paths.runs.pattern,
              loader: load.runs,
              shouldRevalidate: onlyWhenChanged(),
              lazy: screen(async () => (await import('../features/runs/routes/run-history-route')).RunHistoryRoute),
            },
            {
              path: paths.newRun.pattern,
              loader: load.newRun,
              shouldRevalidate: onlyWhenChanged(),
              lazy: screen(async () => (await import('../features/runs/routes/new-run-route')).NewRunRoute),
            },
            {
              path: paths.run.pattern,
              loader: load.run,
              shouldRevalidate: onlyWhenChanged('runId'),
              lazy: screen(async () => (await import('../features/runs/routes/run-route')).RunRoute),
            },
            {
              path: paths.compareRuns.pattern,
              loader: load.compareRuns,
              shouldRevalidate: onlyWhenChanged('baseRunId', 'runId'),
              lazy: screen(async () => (await import('../features/runs/routes/compare-route')).CompareRoute),
            },
            {
              path: paths.reports.pattern,
              loader: load.reports,
              shouldRevalidate: onlyWhenChanged(),
              lazy: screen(async () => (await import('../features/reports/routes/report-route')).ReportRoute),
            },
            {
              path: paths.interfaces.pattern,
              lazy: screen(async () => (await import('../features/interfaces/interfaces-route')).InterfacesRoute),
            },
            {
              path: paths.interface.pattern,
              shouldRevalidate: onlyWhenChanged('object'),
              lazy: screen(async () => (await import('../features/interfaces/interface-route')).InterfaceRoute),
            },
            {
              path: paths.triage.pattern,
              loader: load.triage,
              // Its window is its URL's search: the screen follows it itself once it is open.
              shouldRevalidate: onlyWhenChanged(),
              lazy: screen(async () => (await import('../features/triage/routes/triage-route')).TriageRoute),
            },
            {
              path: paths.quarantine.pattern,
              loader: load.quarantine,
              shouldRevalidate: onlyWhenChanged(),
              lazy: screen(async () => (await import('../features/triage/routes/quarantine-route')).QuarantineRoute),
            },
            {
              path: paths.lifecycle.pattern,
              loader: load.lifecycle,
              shouldRevalidate: onlyWhenChanged(),
              lazy: screen(async () => (await import('../features/triage/routes/lifecycle-route')).LifecycleRoute),
            },
            {
              path: paths.digest.pattern,
              shouldRevalidate: onlyWhenChanged(),
              lazy: screen(async () => (await import('../features/triage/routes/digest-route')).DigestRoute),
            },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
