import { useQueries } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { scenarioQueryOptions } from '../../../api/scenarios/get-scenario';
import { useTestRuns } from '../../../api/test-runs/get-test-runs';
import { padId } from '../../../contract/ids';
import { estimateExecutions, type Estimate } from './estimate-executions';
import type { ReportFilters } from './report-form-model';

/** The estimate for the current filters, computed off the typing path (deferred). */
export function useReportEstimate(filters: ReportFilters, valid: boolean): { estimate?: Estimate; loading: boolean; error: unknown; runs: ReturnType<typeof useTestRuns> } {
  const deferred = useDeferredValue(filters);
  const runs = useTestRuns({ $includeDetails: true, ...(deferred.dateFrom ? { STARTED_FROM: deferred.dateFrom } : {}), ...(deferred.dateTo ? { STARTED_TO: deferred.dateTo } : {}) }, { enabled: valid });
  const subtrees = useQueries({
    queries: deferred.folders.map((id) => scenarioQueryOptions(id, deferred.includeSubfolders ? { $children: true, $expandLevels: 9999 } : {})),
  });
  const folderIds = useMemo(() => {
    if (deferred.folders.length === 0) return undefined;
    return new Set([...deferred.folders.map(padId), ...subtrees.flatMap((result) => (result.data ?? []).map((folder) => folder.SCNRID))]);
  }, [deferred.folders, subtrees]);
  const loading = runs.isPending || subtrees.some((result) => result.isPending);
  const estimate = useMemo(() => (runs.data && !loading ? estimateExecutions(runs.data, deferred, folderIds) : undefined), [runs.data, loading, deferred, folderIds]);
  return { estimate, loading: valid && loading, error: runs.error, runs };
}
