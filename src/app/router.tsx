import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { paths } from '../navigation/paths';
import { NotFound, RouteError } from './route-error';
import { LoadingState } from '../components/states';

// Each screen is its own chunk: the explorer's first load carries nothing of runs or reports.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads (the routes are lazy), instead of an empty page.
    hydrateFallbackElement: <LoadingState label="Loading the dashboard" lines={6} />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('../features/explorer/routes/explorer-layout')).ExplorerLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/explorer/routes/folder-route')).FolderRoute,
                }),
              },
              {
                path: paths.folder.pattern,
                lazy: async () => ({
                  Component: (await import('../features/explorer/routes/folder-route')).FolderRoute,
                }),
              },
              {
                path: paths.testCase.pattern,
                lazy: async () => ({
                  Component: (await import('../features/explorer/routes/test-case-route')).TestCaseRoute,
                }),
              },
            ],
          },
          {
            path: paths.runs.pattern,
            lazy: async () => ({
              Component: (await import('../features/runs/routes/run-history-route')).RunHistoryRoute,
            }),
          },
          {
            path: paths.newRun.pattern,
            lazy: async () => ({ Component: (await import('../features/runs/routes/new-run-route')).NewRunRoute }),
          },
          {
            path: paths.run.pattern,
            lazy: async () => ({ Component: (await import('../features/runs/routes/run-route')).RunRoute }),
          },
          {
            path: paths.compareRuns.pattern,
            lazy: async () => ({
              Component: (await import('../features/runs/routes/compare-route')).CompareRoute,
            }),
          },
          {
            path: paths.reports.pattern,
            lazy: async () => ({ Component: (await import('../features/reports/routes/report-route')).ReportRoute }),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
