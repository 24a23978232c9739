import type { ReactNode } from 'react';
import { FailedRead } from '../failed-read/failed-read';
import type { FailedQuery } from '../failed-read/use-recovery';
import { LoadingState } from '../states';

/** The part of a `useQuery` result that QueryView reads. */
export interface ViewedQuery<T> extends FailedQuery {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

interface Props<T> {
  query: ViewedQuery<T>;
  /** Said to screen readers while the first answer is awaited (e.g. "Loading results"). */
  loading: string;
  /** Placeholder lines while loading. */
  loadingLines?: number;
  /** Title of the failure (e.g. "Could not load the results"). */
  error: string;
  /** Shown instead of the children when the data holds nothing: `isEmpty` says so, by default an empty list. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /**
   * A failed refresh of data already shown leaves the data in place (the children can say so from
   * `query.isError`). Without it, any failure replaces what was shown.
   */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * One query's three states and its data: loading placeholders, a failure that recovers by itself while the
 * service is unreachable (FailedRead: backoff, "trying again in …", retry on reconnect and focus), an empty
 * state, and otherwise `children(data)`.
 */
export function QueryView<T>({
  query,
  loading,
  loadingLines,
  error,
  empty,
  isEmpty = isEmptyList,
  keepData,
  children,
}: Props<T>) {
  if (query.isPending) return <LoadingState label={loading} lines={loadingLines} />;
  if (query.isError && (!keepData || query.data === undefined)) return <FailedRead query={query} title={error} />;
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return empty;
  return children(data);
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;
