// Wire dates and times shown to people.
import { elapsedMs, toWireDateTime, type Timed } from '../contract/date-time';

/** `2026-11-20` + `14:19:12` → `2026-11-20 14:19`; empty when there is no date. */
export function formatDateTime(date: string, time?: string): string {
  if (!date) return '';
  return time ? `${date} ${time.slice(0, 5)}` : date;
}

/** A moment of this app's own (printing, a read) as `2026-11-23 18:20 UTC`: the service's dates are UTC, so these are. */
export function formatMoment(moment: Date): string {
  const { date, time } = toWireDateTime(moment);
  return `${date} ${time.slice(0, 5)} UTC`;
}

/** The time of day of a moment of this app's own, `14:02 UTC`: for a moment of today, such as the last answer. */
export function formatTimeOfDay(moment: Date): string {
  return `${toWireDateTime(moment).time.slice(0, 5)} UTC`;
}

/**
 * A duration in ms as `2 h 05 min`, `1 min 12 s` or `42 s`. Wire times have whole seconds, so a run that
 * starts and ends in the same second took `under 1 s` (a "0 s" reads as nothing happened).
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  const seconds = Math.round(ms / 1000);
  if (seconds < 1) return 'under 1 s';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${twoDigits(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${twoDigits(minutes % 60)} min`;
}

/** How long a run or a result took, as text; empty until it has ended, or for times that make no sense. */
export const formatElapsed = (timed: Timed): string => formatDuration(elapsedMs(timed));

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatPercent(part: number, total: number): string {
  return total > 0 ? `${Math.round((part / total) * 100)}%` : '–';
}
