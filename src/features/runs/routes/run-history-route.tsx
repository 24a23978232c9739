import { useMemo, useState } from 'react';
import { useTestRuns } from '../../../api/test-runs/get-test-runs';
import { RUN_TYPES } from '../../../contract/codes';
import { routeSchemas } from '../../../navigation/route-schemas';
import { runListQuery, type RunFilter } from '../../../navigation/run-list-query';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { isRunFinished } from '../../../contract/records';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { DataTable, type TableState } from '../../../components/data-table/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { PassRateChart } from '../history/pass-rate-chart';
import { RUN_COLUMN_WIDTHS, RUN_COLUMNS } from '../history/run-columns';
import '../history/run-history.css';

const TEXT_FILTERS: [RunFilter, string, string][] = [
  ['q', 'Search run names', 'Words in the run name'],
  ['name', 'Name pattern', 'e.g. Nightly*'],
  ['user', 'Started by', 'User ID'],
  ['from', 'Started from', 'YYYY-MM-DD'],
  ['to', 'Started to', 'YYYY-MM-DD'],
];

/** `/runs`: every run, filtered by the list options of the service, in the URL. */
export function RunHistoryRoute() {
  const [filters, setFilters] = useRouteSearch(routeSchemas.runs.search);
  const { query, problems } = useMemo(() => runListQuery(filters), [filters]);
  const [table, setTable] = useState<TableState>({
    sorting: [],
    columnFilters: [],
    globalFilter: '',
    columnVisibility: {},
  });
  const runs = useTestRuns(query, { enabled: Object.keys(problems).length === 0, followInProgress: true });
  const inProgress = (runs.data ?? []).some((run) => !isRunFinished(run));
  const setFilter = (name: RunFilter, value: string) => setFilters({ ...filters, [name]: value }, { replace: true });

  return (
    <div className="page stack run-history">
      <Breadcrumbs items={[{ label: 'Runs' }]} />
      <h1>Runs</h1>
      <form className="history-filters" aria-label="Filter runs" onSubmit={(event) => event.preventDefault()}>
        {TEXT_FILTERS.map(([name, label, placeholder]) => (
          <label key={name} className="field">
            {label}
            <input
              value={filters[name]}
              placeholder={placeholder}
              aria-invalid={Boolean(problems[name])}
              aria-describedby={problems[name] ? `${name}-problem` : undefined}
              onChange={(event) => setFilter(name, event.target.value)}
            />
            {problems[name] ? (
              <span id={`${name}-problem`} className="field-error">
                {problems[name]}
              </span>
            ) : null}
          </label>
        ))}
        <label className="field">
          Type
          <select value={filters.type} onChange={(event) => setFilter('type', event.target.value)}>
            <option value="">All types</option>
            {Object.entries(RUN_TYPES).map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        </label>
      </form>
      {runs.isError ? (
        <ErrorState error={runs.error} onRetry={() => void runs.refetch()} title="Could not load the runs" />
      ) : runs.isPending ? (
        Object.keys(problems).length > 0 ? (
          <p className="muted">Fix the filters above to see runs.</p>
        ) : (
          <LoadingState label="Loading runs" lines={8} />
        )
      ) : (
        <>
          <p role="status" className="muted">
            {runs.data.length.toLocaleString('en-US')} runs
            {inProgress ? ', some still in progress (refreshing on their own)' : ''}
          </p>
          <PassRateChart runs={runs.data} />
          <div className="history-table">
            <DataTable
              label="Test runs"
              data={runs.data}
              columns={RUN_COLUMNS}
              columnWidths={RUN_COLUMN_WIDTHS}
              getRowId={(run) => run.RUN_ID}
              state={table}
              onStateChange={setTable}
              empty={
                <EmptyState title="No run matches these filters">Widen the date range or clear a filter.</EmptyState>
              }
            />
          </div>
        </>
      )}
    </div>
  );
}
