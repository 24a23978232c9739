import type { ReactNode } from 'react';
import { ApiError, isNotFound } from '../../client/http/api-error';
import { ErrorDetails } from './error-details';
import './states.css';

/** Placeholder lines while something loads; announced once to screen readers. */
export function LoadingState({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton-line" style={{ width: `${90 - ((index * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

/** Nothing to show, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      {children ? <div className="muted">{children}</div> : null}
    </div>
  );
}

/** A failed load: the message, a retry (unless what was asked for does not exist), and the details for a bug report. */
export function ErrorState({
  error,
  onRetry,
  title = 'Could not load this',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const signIn = error instanceof ApiError && error.status === 401;
  // A run or record that does not exist will not after a retry: the message says so, a button would only repeat it.
  const gone = isNotFound(error);
  return (
    <div className="error-state" role="alert">
      <p className="empty-title">{title}</p>
      <ErrorDetails error={error} />
      <div className="row">
        {onRetry && !gone ? (
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        ) : null}
        {signIn ? (
          <button type="button" onClick={() => window.location.reload()}>
            Sign in again
          </button>
        ) : null}
      </div>
    </div>
  );
}
