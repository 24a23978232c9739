// The report builder's estimate: the store's count when the dashboard server keeps a history (a small answer
// per filter), else the worker's count over the service's runs (use-counted-estimate.ts), unchanged.
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { OfferedValues } from '../../../../analysis/report-estimate';
import { prefetchCountedEstimate, useCountedEstimate } from './use-counted-estimate';
import { storedReportCountQuery } from './stored-report-count';
import { toReportMembers, validateReportFilters, type ReportFilters } from './report-form-model';

const canSend = (filters: ReportFilters) => Object.keys(validateReportFilters(filters)).length === 0;

/** The route's loader: the store's count for the URL's filters, or the worker's where the store does not answer. */
export function prefetchEstimate(client: QueryClient, filters: ReportFilters, left: AbortSignal): void {
  if (!canSend(filters) || left.aborted) return;
  client.fetchQuery(storedReportCountQuery(toReportMembers(filters))).then(
    (stored) => {
      if (stored === null) prefetchCountedEstimate(client, filters, left);
    },
    // The screen's own read of the same query says what went wrong.
    () => undefined,
  );
}

/**
 * The estimate for the current filters, off the typing path (deferred). While the store's answer for new
 * filters is on its way the last one is kept, so the offered values of an unchanged date range stay put.
 */
export function useReportEstimate(filters: ReportFilters) {
  const deferred = useDeferredValue(filters);
  // The deferred filters can lag behind a fix the user just typed; never ask with bad ones.
  const valid = useMemo(() => canSend(deferred), [deferred]);
  const members = useMemo(() => toReportMembers(deferred), [deferred]);
  const stored = useQuery({ ...storedReportCountQuery(members), enabled: valid, placeholderData: keepPreviousData });
  const counted = useCountedEstimate(filters, deferred, valid && stored.data === null);
  const rangeKey = `${deferred.dateFrom}|${deferred.dateTo}`;
  const [offeredFor, setOfferedFor] = useState<{ rangeKey: string; offered: OfferedValues }>();
  const answer = stored.isPlaceholderData ? undefined : (stored.data ?? undefined);
  // Kept while rendering, as React advises for state that follows a prop.
  if (answer && answer.offered !== offeredFor?.offered) setOfferedFor({ rangeKey, offered: answer.offered });
  if (stored.data === null || (!stored.data && !stored.isError)) return counted;
  return {
    estimate: answer && { count: answer.count, caveats: answer.caveats },
    /** The store has not read every run of the range yet: the final count is at least this. */
    counting: answer?.complete === false,
    loading: !valid || !answer || deferred !== filters,
    failed: stored.isError,
    offered: offeredFor?.rangeKey === rangeKey ? offeredFor.offered : undefined,
    range: counted.range,
  };
}
