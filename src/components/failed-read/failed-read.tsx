import { useEffect, useState } from 'react';
import { ErrorDetails } from '../error-details';
import { ErrorState } from '../states';
import { useRecovery, type FailedQuery } from './use-recovery';
import './failed-read.css';

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
function useSecondsUntil(at: number | undefined): number | undefined {
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
