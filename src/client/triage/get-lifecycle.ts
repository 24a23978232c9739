// GET /api/lifecycle: failing test cases by class (new, broken, flaky, recovered), a page of one class or of all,
// with how many are in each class: the overview reads the counts alone, with one row.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LIFECYCLE_COUNTS_QUERY,
  lifecycleListSchema,
  type LifecycleClass,
  type LifecycleSort,
} from '../../contract/dashboard-api/lifecycle';
import { getFromDashboard } from '../dashboard/get-from-dashboard';
import { triageKeys } from '../query-keys';
import { retryStoreRead } from '../dashboard/store-not-answering';

export interface LifecycleView {
  /** Empty for every class. */
  class: LifecycleClass | '';
  sort: LifecycleSort;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export const lifecycleQueryOptions = (view: LifecycleView) =>
  queryOptions({
    queryKey: triageKeys.lifecycle(view),
    queryFn: ({ signal }) =>
      getFromDashboard('/lifecycle', lifecycleListSchema, {
        query: {
          ...(view.class ? { class: view.class } : {}),
          sort: view.sort,
          dir: view.dir,
          offset: String(view.offset),
          limit: String(view.limit),
        },
        signal,
      }),
    retry: retryStoreRead,
  });

export const useLifecycle = (view: LifecycleView) => useQuery(lifecycleQueryOptions(view));

/** The overview's counts per class: the list's answer with one row (the view the server keeps warm). */
export const LIFECYCLE_COUNTS_VIEW: LifecycleView = {
  class: '',
  sort: LIFECYCLE_COUNTS_QUERY.sort,
  dir: LIFECYCLE_COUNTS_QUERY.dir,
  offset: Number(LIFECYCLE_COUNTS_QUERY.offset),
  limit: Number(LIFECYCLE_COUNTS_QUERY.limit),
};
export const useLifecycleCounts = () => useQuery(lifecycleQueryOptions(LIFECYCLE_COUNTS_VIEW));
