// QueryView and FailedRead, which some screens show alone, are one module: as two, the bundler gave FailedRead a
// chunk of its own whenever a screen without QueryView used it, and every screen with both paid for the extra file.
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorDetails } from '../error-details';
import { ErrorState, LoadingState } from '../states';
import { useRecovery, type FailedQuery } from './use-recovery';
import './failed-read.css';

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

/**
 * A read that failed. While the service is unreachable it says so, counts down to the next automatic try and
 * offers to try at once; any other error is shown with a Try again button, as ErrorState does.
 */
export function FailedRead({ query, title = 'Could not load this' }: { query: FailedQuery; title?: string }) {
  const recovery = useRecovery(query);
  const seconds = useSecondsUntil(recovery?.nextTryAt);
  if (!recovery)
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch({ cancelRefetch: false })} title={title} />
    );
  return (
    <div className="error-state failed-read" role="alert">
      <p className="empty-title">{title}</p>
      <p className="row">
        <span>
          The service is not answering;{' '}
          <span role="timer">{seconds === undefined ? 'trying again now…' : `trying again in ${seconds} s…`}</span>
        </span>
        <button type="button" onClick={recovery.tryNow}>
          Try now
        </button>
      </p>
      <ErrorDetails error={query.error} />
    </div>
  );
}

/** Whole seconds left until `at`, updated every second; undefined when there is no `at`. */
export function useSecondsUntil(at: number | undefined): number | undefined {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (at === undefined) return;
    const tick = () => setNow(Date.now());
    // The clock stood still while there was nothing to count down to: catch up at once, then every second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return at === undefined ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}
