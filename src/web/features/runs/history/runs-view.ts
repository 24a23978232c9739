// The runs list's view (the URL's list options, the table's sort and column filters) as the store's paged read
// takes it; the chart's read; and both first reads for the route's loader, under the keys the screen reads by.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { historyAnswers } from '../../../../client/dashboard/history-status';
import { getRunsChart, getRunsPage, runsListOptions } from '../../../../client/dashboard/runs-reads';
import { testRunKeys } from '../../../../client/query-keys';
import { startUnlessLeft } from '../../../../client/start-unless-left';
import {
  fromRunRow,
  type ListRun,
  RUN_FILTERS,
  RUN_SORTS,
  type RunFilterColumn,
  type RunSort,
  type RunsChartQuery,
  type RunsPage,
  type RunsView,
} from '../../../../contract/dashboard-api/runs';
import type { TestRunQuery } from '../../../../contract/query-options';
import type { RunsSearch } from '../../../../routes/route-schemas';
import { runListQuery } from '../../../../routes/run-list-query';
import { PAGE_ROWS, pagedQueryKey } from '../../../components/data-table/paged-rows/use-paged-rows';
import type { TableView } from '../../../components/data-table/use-column-preferences';

const isSort = (id: string): id is RunSort => (RUN_SORTS as readonly string[]).includes(id);
const isFilter = (id: string): id is RunFilterColumn => (RUN_FILTERS as readonly string[]).includes(id);

/** How often the list and its chart read the store again: a run in progress moves by the second, new runs seldom. */
export const IN_PROGRESS_REFRESH_MS = 3000;
export const IDLE_REFRESH_MS = 30_000;
export const refreshEvery = (page: Pick<RunsPage, 'running'> | undefined) =>
  (page?.running ?? 0) > 0 ? IN_PROGRESS_REFRESH_MS : IDLE_REFRESH_MS;

const UNSORTED: Pick<TableView, 'sorting' | 'columnFilters'> = { sorting: [], columnFilters: [] };

export function runsView(query: TestRunQuery, view: Pick<TableView, 'sorting' | 'columnFilters'> = UNSORTED): RunsView {
  const sorted = view.sorting[0];
  return {
    ...runsListOptions(query),
    ...(sorted && isSort(sorted.id) ? { sort: sorted.id } : {}),
    dir: sorted?.desc ? 'desc' : 'asc',
    filter: view.columnFilters.flatMap((each) =>
      isFilter(each.id) && String(each.value ?? '') !== '' ? [`${each.id}:${String(each.value)}`] : [],
    ),
  };
}

export const runsViewKey = (view: RunsView) => testRunKeys.page(view);

/** A page of the list with its rows as the table holds them. */
export type RunsListPage = Omit<RunsPage, 'rows'> & { rows: ListRun[] };

export const readRunsPage =
  (view: RunsView) =>
  async (offset: number, limit: number, signal?: AbortSignal): Promise<RunsListPage> => {
    const page = await getRunsPage(view, offset, limit, signal);
    return { ...page, rows: page.rows.map(fromRunRow) };
  };

/** A run of any page read lately, whatever its view: a ticked run stays known after the view changes. */
export function cachedRun(client: QueryClient, id: string): ListRun | undefined {
  for (const [, page] of client.getQueriesData<RunsListPage>({ queryKey: ['paged', ...testRunKeys.lists(), 'page'] })) {
    const run = page?.rows.find((each) => each.RUN_ID === id);
    if (run) return run;
  }
  return undefined;
}

export const runsChartQuery = (query: RunsChartQuery) =>
  queryOptions({
    queryKey: testRunKeys.chart(query),
    queryFn: ({ signal }) => getRunsChart(query, signal),
  });

/** The route's loader: the list's first page and its chart from the store, unless the filters hold a problem. */
export function prefetchRuns(client: QueryClient, filters: RunsSearch, left: AbortSignal): void {
  const { query, problems } = runListQuery(filters);
  if (Object.keys(problems).length > 0) return;
  void historyAnswers(client).then((fromStore) => {
    if (!fromStore || left.aborted) return;
    const view = runsView(query);
    startUnlessLeft(
      client,
      {
        queryKey: pagedQueryKey(runsViewKey(view), 0),
        queryFn: ({ signal }) => readRunsPage(view)(0, PAGE_ROWS, signal),
      },
      left,
    );
    startUnlessLeft(client, runsChartQuery(runsListOptions(query)), left);
  });
}
