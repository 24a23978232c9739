import { focusManager, onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isUnreachable, recoveryDelay } from '../../../client/query-client';

/** The part of a `useQuery` result that recovery needs. */
export interface FailedQuery {
  error: unknown;
  errorUpdatedAt: number;
  isFetching: boolean;
  refetch: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

export interface Recovery {
  /** When the next try starts (ms since the epoch); undefined while a try is under way. */
  nextTryAt: number | undefined;
  tryNow: () => void;
}

/**
 * While a read fails because the service is unreachable, tries it again by itself: after a growing wait, as
 * soon as the connection comes back and whenever the window regains focus. Undefined for any other error:
 * what the service refused (a 4xx) or failed at (a 500) would fail the same way again.
 */
export function useRecovery(query: FailedQuery): Recovery | undefined {
  const { error, errorUpdatedAt, isFetching, refetch } = query;
  const unreachable = isUnreachable(error);
  // Failed reads in a row since this was shown: each one is a new error time.
  const [failures, setFailures] = useState({ errorAt: errorUpdatedAt, count: 1 });
  if (errorUpdatedAt !== failures.errorAt) setFailures({ errorAt: errorUpdatedAt, count: failures.count + 1 });
  const nextTryAt = unreachable && !isFetching ? errorUpdatedAt + recoveryDelay(failures.count) : undefined;

  useEffect(() => {
    if (nextTryAt === undefined) return;
    const timer = setTimeout(() => void refetch({ cancelRefetch: false }), Math.max(0, nextTryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [nextTryAt, refetch]);

  useEffect(() => {
    if (!unreachable) return;
    const tryWhen = (ready: boolean) => {
      if (ready) void refetch({ cancelRefetch: false });
    };
    const stopFocus = focusManager.subscribe(tryWhen);
    const stopOnline = onlineManager.subscribe(tryWhen);
    return () => {
      stopFocus();
      stopOnline();
    };
  }, [unreachable, refetch]);

  return unreachable ? { nextTryAt, tryNow: () => void refetch({ cancelRefetch: false }) } : undefined;
}
