// When the seeded run history ends. Tests pin it, so the same seed gives the same dates on any day; a
// server for people lets it end shortly before it started, so "the last 30 days" and "today" hold runs
// whatever the date (a fixed end would leave demos and the benchmark's default views emptier every week).
import { LONGEST_SEEDED_RUN_MS } from './generate-runs';

/** The pinned end the tests, the screenshots and the library's callers without an option get. */
export const FIXED_HISTORY_END = new Date('2026-11-20T17:00:00Z');

/** `now` for a history that ends shortly before the server starts; otherwise the instant it ends. */
export type HistoryEnd = Date | 'now';

/** Whole minutes, far enough back that every seeded run (the longest takes 100 minutes) has finished by `now`. */
export function historyEndBefore(now: Date): Date {
  const end = now.getTime() - LONGEST_SEEDED_RUN_MS - 20 * 60_000;
  return new Date(end - (end % 60_000));
}

export function resolveHistoryEnd(end: HistoryEnd | undefined, now: Date): Date {
  if (end === 'now') return historyEndBefore(now);
  return end ?? FIXED_HISTORY_END;
}

export const HISTORY_END_FORMAT =
  'now, a day such as 2026-11-20 (its 17:00 UTC) or an instant such as 2026-11-20T17:00:00Z';

/** Reads `--history-ends`; undefined for text that is none of its three forms. */
export function parseHistoryEnd(text: string): HistoryEnd | undefined {
  if (text === 'now') return 'now';
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T17:00:00Z` : text;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(instant)) return undefined;
  const date = new Date(instant);
  // Date.parse rolls 2026-02-30 over to March; a day that does not exist is a typo.
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== instant.slice(0, 10) ? undefined : date;
}
