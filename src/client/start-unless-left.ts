// A screen's read that its route's loader starts before the screen shows, for reads that run in a worker of the
// screen's own (the loader imports this with the screen's code, so it stays out of the first chunk).
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Starts `read` (nothing the cache holds fresh or is already reading). If another screen is chosen before this one
 * shows (`left` aborts), a read still on its way to its first rows is cancelled, which stops its worker; one past
 * them streams on, as it does when a screen is left after they showed, and is kept for a return.
 */
export function startUnlessLeft<T, K extends QueryKey>(
  queryClient: QueryClient,
  read: FetchQueryOptions<T, Error, T, K>,
  left: AbortSignal,
): void {
  if (left.aborted) return;
  void queryClient.prefetchQuery(read);
  left.addEventListener(
    'abort',
    () => {
      const cached = queryClient.getQueryCache().find({ queryKey: read.queryKey, exact: true });
      if (cached && cached.getObserversCount() === 0)
        void queryClient.cancelQueries({ queryKey: read.queryKey, exact: true });
    },
    { once: true },
  );
}
