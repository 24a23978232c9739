import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { scenarioQueryOptions } from '../../../api/scenarios/get-scenario';
import { useTestRuns } from '../../../api/test-runs/get-test-runs';
import { padId } from '../../../contract/ids';
import type { Scenario } from '../../../contract/records';
import { estimateExecutions, type Estimate } from './estimate-executions';
import { validateReportFilters, type ReportFilters } from './report-form-model';

// Module level so React Query keeps the combined result stable while the folder reads do not change.
const combineSubtrees = (results: UseQueryResult<Scenario[]>[]) => ({
  ids: results.flatMap((result) => (result.data ?? []).map((folder) => folder.SCNRID)),
  pending: results.some((result) => result.isPending),
});

/** The estimate for the current filters, computed off the typing path (deferred). */
export function useReportEstimate(filters: ReportFilters) {
  const deferred = useDeferredValue(filters);
  // The deferred filters can lag behind a fix the user just typed; never ask the service with bad ones.
  const valid = useMemo(() => Object.keys(validateReportFilters(deferred)).length === 0, [deferred]);
  const runs = useTestRuns(
    {
      $includeDetails: true,
      ...(deferred.dateFrom ? { STARTED_FROM: deferred.dateFrom } : {}),
      ...(deferred.dateTo ? { STARTED_TO: deferred.dateTo } : {}),
    },
    { enabled: valid },
  );
  const subtrees = useQueries({
    queries: deferred.folders.map((id) =>
      scenarioQueryOptions(id, deferred.includeSubfolders ? { $children: true, $expandLevels: 9999 } : {}),
    ),
    combine: combineSubtrees,
  });
  const folderIds = useMemo(
    () => (deferred.folders.length === 0 ? undefined : new Set([...deferred.folders.map(padId), ...subtrees.ids])),
    [deferred.folders, subtrees.ids],
  );
  const loading = runs.isPending || subtrees.pending;
  const estimate = useMemo<Estimate | undefined>(
    () => (runs.data && !loading ? estimateExecutions(runs.data, deferred, folderIds) : undefined),
    [runs.data, loading, deferred, folderIds],
  );
  const range = useMemo(
    () => ({ dateFrom: deferred.dateFrom, dateTo: deferred.dateTo }),
    [deferred.dateFrom, deferred.dateTo],
  );
  return {
    estimate,
    // Until the deferred filters catch up, the estimate is for filters the form no longer shows.
    loading: !valid || loading || deferred !== filters,
    failed: runs.isError,
    /** The runs started in `range` (the dates the form had a moment ago); undefined while they are read. */
    runs: runs.data,
    range,
  };
}
