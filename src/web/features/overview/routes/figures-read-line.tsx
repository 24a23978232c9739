import { isUnreachable } from '../../../../client/query-client';
import { formatMoment } from '../../../../format/format';
import { useSecondsUntil } from '../../../components/query-view/query-view';
import { useRecovery } from '../../../components/query-view/use-recovery';
import { HistoryLine } from './history-line';

interface Props {
  /** The runs are still read, from this start day on. */
  readFrom: string | undefined;
  /** When the figures shown were read, once every run of the range is in. */
  readAt: Date | undefined;
  /** The figures or the runs in progress are being read again. */
  refreshing: boolean;
  /** Why the last refresh failed, while what was read before stays shown. */
  failure: { error: unknown; at: number } | undefined;
  /** The page's notice says the service is not answering: nothing else to say here. */
  waiting: boolean;
  /** The figures are the history store's: it says how fresh they are, and they follow it by themselves. */
  fromStore: boolean;
  onRefresh: () => void;
}

/**
 * The line under the filters: how far the runs are read, when the figures shown were read, and what became of
 * reading them again. It keeps its line while empty, so the tiles never move when it comes and goes.
 */
export function FiguresReadLine({ readFrom, readAt, refreshing, failure, waiting, fromStore, onRefresh }: Props) {
  const asOf = readAt ? formatMoment(readAt) : undefined;
  if (fromStore && !failure)
    return (
      <div className="overview-reading">
        <HistoryLine />
      </div>
    );
  return (
    // The line kept for it would only be an empty gap below the page's notice, as nothing is being read.
    <div className={waiting && !readFrom ? 'overview-reading collapsed' : 'overview-reading'}>
      {failure ? (
        <RefreshFailed asOf={asOf} failure={failure} refreshing={refreshing} onRefresh={onRefresh} />
      ) : (
        <>
          <p role="status" className="muted">
            {readFrom
              ? `Still reading runs: figures so far from ${readFrom} on.`
              : asOf
                ? `Figures as of ${asOf}.${refreshing ? ' Reading them again…' : ''}`
                : ''}
          </p>
          {/* A dashboard left open shows what it read then: new runs count once it reads again. */}
          {asOf && !waiting && !refreshing ? (
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
