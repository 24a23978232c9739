// The report builder's estimate: the store's count for the filters, a small answer per filter.
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { OfferedValues } from '../../../../analysis/report-estimate';
import { storeNotAnswering } from '../../../../client/dashboard/store-not-answering';
import { storedReportCountQuery } from './stored-report-count';
import { toReportMembers, validateReportFilters, type ReportFilters } from './report-form-model';

const canSend = (filters: ReportFilters) => Object.keys(validateReportFilters(filters)).length === 0;

/** The route's loader: the store's count for the URL's filters. */
export function prefetchEstimate(client: QueryClient, filters: ReportFilters): void {
  if (canSend(filters)) void client.prefetchQuery(storedReportCountQuery(toReportMembers(filters)));
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
  const range = useMemo(
    () => ({ dateFrom: deferred.dateFrom, dateTo: deferred.dateTo }),
    [deferred.dateFrom, deferred.dateTo],
  );
  const rangeKey = `${range.dateFrom}|${range.dateTo}`;
  const [offeredFor, setOfferedFor] = useState<{ rangeKey: string; offered: OfferedValues }>();
  const answer = stored.isPlaceholderData ? undefined : stored.data;
  // Kept while rendering, as React advises for state that follows a prop.
  if (answer && answer.offered !== offeredFor?.offered) setOfferedFor({ rangeKey, offered: answer.offered });
  const noStore = storeNotAnswering(stored.error);
  return {
    estimate: answer && { count: answer.count, caveats: answer.caveats },
    /** The store has not read every run of the range yet: the final count is at least this. */
    counting: answer?.complete === false,
    loading: !valid || !answer || deferred !== filters,
    failed: stored.isError && !noStore,
    /** The server keeps no history: nothing is counted, and nothing offered. */
    noStore,
    offered: offeredFor?.rangeKey === rangeKey ? offeredFor.offered : undefined,
    range,
  };
}
