import { useQuery } from '@tanstack/react-query';
import { historyStatusQuery, storeAnswers } from '../../../client/dashboard/history-status';
import type { HistoryStatus } from '../../../contract/dashboard-api/history-status';
import { formatDuration, formatMoment } from '../../../format/format';

/** Answers kept over the store older than this say so: in use the sync keeps them within seconds to minutes. */
export const STALE_AFTER_MS = 5 * 60_000;
/** How often a screen asks whether its store's answers are still fresh. */
const STATUS_EVERY_MS = 60_000;

/** Why the screen's figures are older than they should be, in words; undefined while they are fresh. */
export function freshnessSentence(status: HistoryStatus, now: number): string | undefined {
  if (status.state !== 'ready' || !status.completeUpTo) return undefined;
  const complete = Date.parse(status.completeUpTo);
  const age = now - complete;
  if (age < STALE_AFTER_MS) return undefined;
  const why = status.lastError
    ? `the service has not answered the history sync since (${status.lastError.message})`
    : 'the history sync has not caught up with the service since';
  return `These figures are as of ${formatMoment(new Date(complete))}, ${formatDuration(age)} ago: ${why}.`;
}

/** A line on a screen answered from the store, shown only while its answers are older than they should be. */
export function StoreFreshness() {
  const { data: status, dataUpdatedAt } = useQuery({ ...historyStatusQuery(), refetchInterval: STATUS_EVERY_MS });
  const sentence = storeAnswers(status) ? freshnessSentence(status, dataUpdatedAt) : undefined;
  if (!sentence) return null;
  return (
    <p role="status" className="warning-note">
      {sentence}
    </p>
  );
}
