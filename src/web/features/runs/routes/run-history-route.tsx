import type { RowSelectionState } from '@tanstack/react-table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { routeSchemas } from '../../../../routes/route-schemas';
import { runListQuery, type RunFilter } from '../../../../routes/run-list-query';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { droppedFromLink } from '../../../../routes/url-state';
import { formatDateTime } from '../../../../format/format';
import { useStoreAnswers } from '../../../../client/dashboard/explorer-reads';
import { runsListOptions } from '../../../../client/dashboard/runs-reads';
import type { ListRun } from '../../../../contract/dashboard-api/runs';
import type { TestRunQuery } from '../../../../contract/query-options';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { useDocumentTitle } from '../../../components/document-title';
import { ColumnMenu } from '../../../components/data-table/column-menu';
import { type TableView, useColumnPreferences } from '../../../components/data-table/use-column-preferences';
import { usePagedRows } from '../../../components/data-table/paged-rows/use-paged-rows';
import { WindowedDataTable } from '../../../components/data-table/windowed-data-table';
import { QueryView } from '../../../components/query-view/query-view';
import { EmptyState } from '../../../components/states';
import { HistoryFilterForm } from '../history/history-filter-form';
import { leftOutOfRunsLink } from '../history/run-filter-fields';
import { LeftOutOfLink } from '../../../components/left-out-of-link/left-out-of-link';
import { CompareSelected } from '../history/compare-selected';
import { PassRateLegend } from '../history/pass-rate-bar';
import { PassRateChart } from '../history/pass-rate-chart';
import { RUN_COLUMN_STORE, RUN_COLUMN_WIDTHS, RUN_COLUMNS } from '../history/run-columns';
import { NeedsStore } from '../../../components/store-freshness/needs-store';
import { RunsStatus } from '../history/runs-status';
import { runId } from '../history/run-values';
import {
  cachedRun,
  readRunsPage,
  refreshEvery,
  runsChartQuery,
  runsView,
  runsViewKey,
  type RunsListPage,
} from '../history/runs-view';
import '../history/run-history.css';
import { StoreFreshness } from '../../../components/store-freshness/store-freshness';

const COLUMN_IDS = Object.keys(RUN_COLUMN_WIDTHS);
const UNSORTED: TableView = { sorting: [], columnFilters: [], globalFilter: '' };

/** `/runs`: the stored runs of the list options in the URL, sorted, filtered and paged by the server. */
export function RunHistoryRoute() {
  const [filters, setFilters] = useRouteSearch(routeSchemas.runs.search);
  useDocumentTitle(filters.name || filters.q, 'Runs');
  // The route's schema drops a type the service does not have: the form names it, so a forwarded link with a
  // typo does not pass for a filtered list. It goes with the first change of a filter (the URL is then rewritten).
  const [search] = useSearchParams();
  const [unknownType] = droppedFromLink(search, 'type', [filters.type]);
  const { query, problems } = useMemo(() => runListQuery(filters), [filters]);
  const usable = Object.keys(problems).length === 0;
  // While a filter is being typed or holds a problem, the list stays that of the last filters it could ask for,
  // rather than blanking; a link with a problem asks for nothing until it is fixed.
  const [lastUsable, setLastUsable] = useState(usable ? query : undefined);
  if (usable && lastUsable !== query) setLastUsable(query);
  const listed = usable ? query : lastUsable;
  const fromStore = useStoreAnswers();
  const setFilter = (name: RunFilter, value: string) => setFilters({ [name]: value });
  return (
    <div className="page stack run-history">
      <Breadcrumbs items={[{ label: 'Runs' }]} />
      <h1>Runs</h1>
      <StoreFreshness />
      <LeftOutOfLink
        read={leftOutOfRunsLink}
        intro="This link asks for filters the runs list cannot use. They are left out, and the list is for the filters below:"
      />
      <HistoryFilterForm
        filters={filters}
        problems={problems}
        unknownType={unknownType}
        keptList={!usable && listed !== undefined}
        onChange={setFilter}
      />
      {fromStore === false ? (
        <NeedsStore what="The runs list" />
      ) : listed === undefined ? (
        <p className="muted">Fix the filters above to see runs.</p>
      ) : fromStore ? (
        <RunsList query={listed} />
      ) : null}
    </div>
  );
}

/** The list of the usable filters' runs with its status line and chart, all refreshed from the store. */
function RunsList({ query }: { query: TestRunQuery }) {
  const client = useQueryClient();
  const [view, setView] = useState<TableView>(UNSORTED);
  const columns = useColumnPreferences(RUN_COLUMN_STORE, COLUMN_IDS);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const runsQuery = useMemo(() => runsView(query, view), [query, view]);
  const viewKey = useMemo(() => runsViewKey(runsQuery), [runsQuery]);
  const paged = usePagedRows<ListRun, RunsListPage>({
    viewKey,
    readPage: readRunsPage(runsQuery),
    rowId: runId,
    refetchInterval: refreshEvery,
  });
  const first = paged.first.data;
  const chart = useQuery({ ...runsChartQuery(runsListOptions(query)), refetchInterval: refreshEvery(first) });
  return (
    // A list that cannot be read says so and tries again by itself.
    <QueryView query={paged.first} loading="Loading runs" loadingLines={8} error="Could not load the runs" keepData>
      {(page) => (
        <>
          <RunsStatus page={page} updating={paged.first.isPlaceholderData} />
          <PassRateChart chart={chart.data} runs={page.all} />
          <div className="row history-toolbar">
            <CompareSelected selected={selected} runById={(id) => cachedRun(client, id)} />
            <PassRateLegend />
            <ColumnMenu
              columns={COLUMN_IDS}
              preferences={columns.preferences}
              onChange={columns.change}
              onReset={columns.reset}
            />
          </div>
          <div className="history-table">
            <WindowedDataTable
              label="Test runs"
              source={paged.source}
              busy={paged.first.isPlaceholderData}
              columns={RUN_COLUMNS}
              rowName="Name"
              columnWidths={RUN_COLUMN_WIDTHS}
              resizable
              getRowId={runId}
              state={columns.tableState(view)}
              onStateChange={(next) => columns.keepColumns(next, view, setView)}
              selection={{
                selected,
                onChange: setSelected,
                rowLabel: (run) =>
                  `run ${run.NAME || run.RUN_ID} started ${formatDateTime(run.STARTED_DATE, run.STARTED_TIME)}`,
              }}
              empty={
                <EmptyState title="No run matches these filters">Widen the date range or clear a filter.</EmptyState>
              }
            />
          </div>
        </>
      )}
    </QueryView>
  );
}
