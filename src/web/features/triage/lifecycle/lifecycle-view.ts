// The failing-cases list's URL state as the API reads it: a class, an order and a page of PAGE_ROWS.
import type { LifecycleView } from '../../../../client/triage/get-lifecycle';
import type { LifecycleClass, LifecycleSort } from '../../../../contract/dashboard-api/lifecycle';
import type { LifecycleSearch } from '../../../../routes/route-schemas';

export const PAGE_ROWS = 50;

export const lifecycleViewOf = (search: LifecycleSearch): LifecycleView => ({
  class: search.class as LifecycleClass | '',
  sort: (search.sort || 'Since') as LifecycleSort,
  // The newest first unless asked: what broke lately is what a lead opens the list for.
  dir: search.dir === 'asc' ? 'asc' : search.dir === 'desc' || !search.sort ? 'desc' : 'asc',
  offset: (search.page - 1) * PAGE_ROWS,
  limit: PAGE_ROWS,
});
