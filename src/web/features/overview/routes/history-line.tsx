import { useQuery } from '@tanstack/react-query';
import { historyStatusQuery, storeAnswers } from '../../../../client/dashboard/history-status';
import type { HistoryStatus } from '../../../../contract/dashboard-api/history-status';
import { formatDuration, formatMoment } from '../../../../format/format';

/** While the overview shows the store's figures, how often it asks how far the history is. */
const STATUS_EVERY_MS = 15_000;

/**
 * How fresh the store's figures are, in words: how far the history is complete, what is still read, and, while
 * the service does not answer, for how long it had not at the sync's last try.
 */
export function historySentence(status: HistoryStatus): string {
  const complete = status.completeUpTo ? new Date(status.completeUpTo) : undefined;
  const since = status.runs?.readSince;
  const parts = [
    complete ? `History complete up to ${formatMoment(complete)}` : 'History being read for the first time',
  ];
  if (status.state === 'syncing' && since) parts.push(`reading runs since ${since}`);
  let sentence = `${parts.join('; ')}.`;
  // A failure the latest word, a minute or more after the history was last complete: an outage, not a hiccup.
  const unanswered = status.lastError && complete ? Date.parse(status.lastError.at) - complete.getTime() : 0;
  if (unanswered >= 60_000)
    sentence += ` The service has not answered for ${formatDuration(unanswered)}: these are the figures kept until then.`;
  return sentence;
}

/** The overview's line on its history store, asked again while it is shown. */
export function HistoryLine() {
  const { data: status } = useQuery({ ...historyStatusQuery(), refetchInterval: STATUS_EVERY_MS });
  if (!storeAnswers(status)) return null;
  return (
    <p role="status" className="muted">
      {historySentence(status)}
    </p>
  );
}
