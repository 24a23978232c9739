import { isUnreachable } from '../../../../client/query-client';
import { formatMoment } from '../../../../format/format';
import { useSecondsUntil } from '../../../components/query-view/query-view';
import { useRecovery } from '../../../components/query-view/use-recovery';
import { HistoryLine } from './history-line';

interface Props {
  /** When the figures shown were read (0 before any were). */
  readAt: number;
  /** The figures or the runs in progress are being read again. */
  refreshing: boolean;
  /** Why the last refresh failed, while what was read before stays shown. */
  failure: { error: unknown; at: number } | undefined;
  onRefresh: () => void;
}

/**
 * The line under the filters: how far the store's history is, or what became of a refresh that failed. The
 * figures follow the store by themselves; Refresh asks at once. It keeps its line while empty, so the tiles
 * never move when it comes and goes.
 */
export function FiguresReadLine({ readAt, refreshing, failure, onRefresh }: Props) {
  const asOf = readAt > 0 ? formatMoment(new Date(readAt)) : undefined;
  return (
    <div className="overview-reading">
      {failure ? (
        <RefreshFailed asOf={asOf} failure={failure} refreshing={refreshing} onRefresh={onRefresh} />
      ) : (
        <>
          <HistoryLine />
          {asOf ? (
            <button type="button" className="link-button print-hidden" onClick={onRefresh}>
              Refresh figures
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A refresh that failed: the figures shown are the earlier ones, and it is tried again (by itself while unreachable). */
function RefreshFailed({
  asOf,
  failure,
  refreshing,
  onRefresh,
}: {
  asOf: string | undefined;
  failure: { error: unknown; at: number };
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const recovery = useRecovery({
    error: failure.error,
    errorUpdatedAt: failure.at,
    isFetching: refreshing,
    refetch: async () => onRefresh(),
  });
  const seconds = useSecondsUntil(recovery?.nextTryAt);
  // Short for the usual case, as the page's own notice says it: the line stays a line or two on a phone.
  const unreachable = isUnreachable(failure.error);
  const message = unreachable
    ? 'the service is not answering.'
    : failure.error instanceof Error
      ? failure.error.message
      : String(failure.error);
  return (
    <>
      <p role="status" className="refresh-failed">
        {asOf ? `Figures of ${asOf}; refreshing failed: ` : 'Refreshing failed: '}
        {message}{' '}
        {refreshing ? (
          <span className="muted">Trying again now…</span>
        ) : unreachable && seconds !== undefined ? (
          <span className="muted" role="timer">
            Trying again in {seconds} s…
          </span>
        ) : null}
      </p>
      {refreshing ? null : (
        <button type="button" className="print-hidden" onClick={onRefresh}>
          Try again
        </button>
      )}
    </>
  );
}
