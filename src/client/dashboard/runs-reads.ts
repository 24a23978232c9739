// GET /api/runs and GET /api/runs/chart: the runs list's page of rows and its chart from the dashboard server's
// history store, for the list options the list would ask GET /testruns for.
import type { RunsChart, RunsChartQuery, RunsPage, RunsView } from '../../contract/dashboard-api/runs';
import { runsChartSchema, runsPageSchema } from '../../contract/dashboard-api/runs';
import type { TestRunQuery } from '../../contract/query-options';
import { getFromDashboard } from './get-from-dashboard';

/** The list options of a GET /testruns query, as the dashboard's API names them. */
export const runsListOptions = (query: TestRunQuery): RunsChartQuery => ({
  name: query.NAME ?? '',
  q: query.q ?? '',
  type: query.TYPE ?? '',
  user: query.STARTED_BY ?? '',
  ...(query.STARTED_FROM ? { from: query.STARTED_FROM } : {}),
  ...(query.STARTED_TO ? { to: query.STARTED_TO } : {}),
});

export function getRunsPage(view: RunsView, offset: number, limit: number, signal?: AbortSignal): Promise<RunsPage> {
  const { sort, filter, ...rest } = view;
  return getFromDashboard('/runs', runsPageSchema, {
    query: {
      ...rest,
      ...(sort ? { sort } : {}),
      filter,
      offset: String(offset),
      limit: String(limit),
    },
    ...(signal ? { signal } : {}),
  });
}

export function getRunsChart(query: RunsChartQuery, signal?: AbortSignal): Promise<RunsChart> {
  return getFromDashboard('/runs/chart', runsChartSchema, { query: { ...query }, ...(signal ? { signal } : {}) });
}
