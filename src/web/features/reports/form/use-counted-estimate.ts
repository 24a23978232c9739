import { queryOptions, useQueries, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getApiBaseUrl, runtimeConfigLoaded } from '../../../../client/http/runtime-config';
import { testRunKeys } from '../../../../client/query-keys';
import { startUnlessLeft } from '../../../../client/start-unless-left';
import { scenarioQueryOptions } from '../../../../client/scenarios/get-scenario';
import { padId } from '../../../../contract/ids';
import type { TestRunQuery } from '../../../../contract/query-options';
import type { Scenario } from '../../../../contract/records';
import { openWorkerPort, stopWhenAborted } from '../../../components/worker-port';
import { ExecutionCounter, type CounterState } from './execution-counter';
import type { ReportFilters } from './report-form-model';

// Module level so React Query keeps the combined result stable while the folder reads do not change.
const combineSubtrees = (results: UseQueryResult<Scenario[]>[]) => ({
  ids: results.flatMap((result) => (result.data ?? []).map((folder) => folder.SCNRID)),
  pending: results.some((result) => result.isPending),
});

const counterSource = {
  worker: () =>
    new Worker(new URL('./execution-count.worker.ts', import.meta.url), { type: 'module', name: 'report-estimate' }),
  serveInPage: async () => (await import('./serve-execution-count')).serveExecutionCount,
};

/** A worker reading the runs of a date range with details, counting for whatever filters it is asked. */
function executionCounterQuery(query: TestRunQuery) {
  return queryOptions({
    queryKey: testRunKeys.executions(query),
    queryFn: async ({ signal }) => {
      await runtimeConfigLoaded();
      const counter = new ExecutionCounter(await openWorkerPort(counterSource), { baseUrl: getApiBaseUrl(), query });
      stopWhenAborted(signal, () => counter.dispose());
      return counter;
    },
    structuralSharing: false,
    gcTime: 60_000,
  });
}

/** The runs of the filters' date range, with details: what the estimate reads, whatever the other filters. */
const rangeQuery = (dateFrom: string, dateTo: string): TestRunQuery => ({
  $includeDetails: true,
  ...(dateFrom ? { STARTED_FROM: dateFrom } : {}),
  ...(dateTo ? { STARTED_TO: dateTo } : {}),
});

/** The route's loader: the count's worker for the URL's filters. */
export function prefetchCountedEstimate(client: QueryClient, filters: ReportFilters, left: AbortSignal): void {
  startUnlessLeft(client, executionCounterQuery(rangeQuery(filters.dateFrom, filters.dateTo)), left);
}

const nothing = () => () => undefined;
const noState = () => undefined;

/**
 * The estimate for the deferred filters, counted off the page by a worker over the service's runs of the date
 * range. While the range's runs are read the count grows (`counting`); a change of any filter but the dates is
 * counted again over the runs already read. Nothing is read until `enabled`.
 */
export function useCountedEstimate(filters: ReportFilters, deferred: ReportFilters, enabled: boolean) {
  const query = useMemo(() => rangeQuery(deferred.dateFrom, deferred.dateTo), [deferred.dateFrom, deferred.dateTo]);
  const counter = useQuery({ ...executionCounterQuery(query), enabled });
  const state: CounterState | undefined = useSyncExternalStore(
    counter.data?.subscribe ?? nothing,
    counter.data?.getState ?? noState,
  );
  const subtrees = useQueries({
    queries: deferred.folders.map((id) => ({
      ...scenarioQueryOptions(id, deferred.includeSubfolders ? { $children: true, $expandLevels: 9999 } : {}),
      enabled,
    })),
    combine: combineSubtrees,
  });
  const folderIds = useMemo(
    () => (deferred.folders.length === 0 ? undefined : new Set([...deferred.folders.map(padId), ...subtrees.ids])),
    [deferred.folders, subtrees.ids],
  );
  useEffect(() => {
    if (enabled && !subtrees.pending) counter.data?.count(deferred, folderIds);
  }, [counter.data, enabled, subtrees.pending, deferred, folderIds]);
  const range = useMemo(
    () => ({ dateFrom: deferred.dateFrom, dateTo: deferred.dateTo }),
    [deferred.dateFrom, deferred.dateTo],
  );
  const estimate = state?.runs || state?.complete ? state.estimate : undefined;
  return {
    estimate,
    /** The estimate counts the runs read so far, more are on their way: the final count is at least this. */
    counting: !state?.complete,
    // Until the deferred filters catch up, the estimate is for filters the form no longer shows.
    loading: !enabled || counter.isPending || subtrees.pending || !estimate || deferred !== filters,
    failed: counter.isError || Boolean(state?.error),
    /** The values the runs started in `range` offer; undefined while they are read. */
    offered: state?.offered,
    range,
  };
}
