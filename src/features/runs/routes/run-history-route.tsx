import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTestRuns } from '../../../api/test-runs/get-test-runs';
import { RUN_TYPES } from '../../../contract/codes';
import { isRunFinished } from '../../../contract/records';
import { formatDateTime } from '../../../components/format';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { DataTable, type TableState } from '../../../components/data-table/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { CompareSelected } from '../history/compare-selected';
import { historyQuery, type HistoryFilter } from '../history/history-filters';
import { PassRateChart } from '../history/pass-rate-chart';
import { RUN_COLUMN_WIDTHS, RUN_COLUMNS } from '../history/run-columns';
import '../history/run-history.css';

const TEXT_FILTERS: [HistoryFilter, string, string][] = [
  ['q', 'Search run names', 'Words in the run name'],
  ['name', 'Name pattern', 'e.g. Nightly*'],
  ['user', 'Started by', 'User ID'],
  ['from', 'Started from', 'YYYY-MM-DD'],
  ['to', 'Started to', 'YYYY-MM-DD'],
];

/** `/runs`: every run, filtered by the list options of the service, in the URL. */
export function RunHistoryRoute() {
  const [search, setSearch] = useSearchParams();
  const { query, problems } = useMemo(() => historyQuery(search), [search]);
  const [table, setTable] = useState<TableState>({
    sorting: [],
    columnFilters: [],
    globalFilter: '',
    columnVisibility: {},
  });
  const [selected, setSelected] = useState<RowSelectionState>({});
  const runs = useTestRuns(query, { enabled: Object.keys(problems).length === 0, followInProgress: true });
  const inProgress = (runs.data ?? []).some((run) => !isRunFinished(run));
  const setFilter = (name: HistoryFilter, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };

  return (
    <div className="page stack run-history">
      <Breadcrumbs items={[{ label: 'Runs' }]} />
      <h1>Runs</h1>
      <form className="history-filters" aria-label="Filter runs" onSubmit={(event) => event.preventDefault()}>
        {TEXT_FILTERS.map(([name, label, placeholder]) => (
          <label key={name} className="field">
            {label}
            <input
              value={search.get(name) ?? ''}
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
          <select value={search.get('type') ?? ''} onChange={(event) => setFilter('type', event.target.value)}>
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
          <CompareSelected runs={runs.data} selected={selected} />
          <div className="history-table">
            <DataTable
              label="Test runs"
              data={runs.data}
              columns={RUN_COLUMNS}
              columnWidths={RUN_COLUMN_WIDTHS}
              getRowId={(run) => run.RUN_ID}
              state={table}
              onStateChange={setTable}
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
    </div>
  );
}
