import { useQuery } from '@tanstack/react-query';
import { historyStatusQuery, storeAnswers } from '../../../../client/dashboard/history-status';
import type { HistoryStatus } from '../../../../contract/dashboard-api/history-status';
import { formatDuration, formatMoment } from '../../../../format/format';

/** While the overview shows the store's figures, how often it asks how far the history is. */
const STATUS_EVERY_MS = 15_000;

/** How fresh the store's figures are, in words: how far the history is complete, and what is still read. */
export function historySentence(status: HistoryStatus, now: number): string {
  const complete = status.completeUpTo ? new Date(status.completeUpTo) : undefined;
  const since = status.runs?.readSince;
  const parts = [
    complete ? `History complete up to ${formatMoment(complete)}` : 'History being read for the first time',
  ];
  if (status.state === 'syncing' && since) parts.push(`reading runs since ${since}`);
  let sentence = `${parts.join('; ')}.`;
  // Older than two passes and a failure the latest word: the service is not answering, the figures stand.
  if (status.lastError && complete && now - complete.getTime() > 60_000)
    sentence += ` The service has not answered for ${formatDuration(now - complete.getTime())}: these are the figures kept until then.`;
  return sentence;
}

/** The overview's line on its history store, asked again while it is shown. */
export function HistoryLine() {
  const { data: status } = useQuery({ ...historyStatusQuery(), refetchInterval: STATUS_EVERY_MS });
  if (!storeAnswers(status)) return null;
  return (
    <p role="status" className="muted">
      {historySentence(status, Date.now())}
    </p>
  );
}
