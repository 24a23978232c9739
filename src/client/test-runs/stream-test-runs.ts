// A long run history read newest first in date windows: a small window of the last days answers in a
// moment, so the first rows show at once; the older runs then stream in one more request. Only the
// interface's own options are used (STARTED_FROM / STARTED_TO), so any release of the service can serve it.
import { toWireDateTime } from '../../contract/date-time';
import type { TestRunQuery } from '../../contract/query-options';
import { listedRunSchema, testRunSchema, type ListedRun } from '../../contract/records';
import { streamRecords } from '../http/stream-records';

/** Days each window reaches back before the last; whatever is older comes in the final request. */
const WINDOW_DAYS = [2, 14] as const;
const DAY_MS = 86_400_000;
/** A run's members that listedRunSchema leaves out (its variables, comparison, metadata): not parsed either. */
const NOT_LISTED = Object.keys(testRunSchema.shape).filter((member) => !(member in listedRunSchema.shape));

const dayBefore = (date: string, days: number) =>
  toWireDateTime(new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS)).date;

/**
 * The date ranges to ask for, newest first, that together cover the query's range exactly once. `today`
 * stands for the newest day when the query sets no end; a service whose clock is ahead only makes the
 * first window empty.
 */
export function runWindows(query: TestRunQuery, today: string): TestRunQuery[] {
  if (query.RUN_ID || query.STARTED_DATE) return [query];
  const from = query.STARTED_FROM;
  const windows: TestRunQuery[] = [];
  let to = query.STARTED_TO;
  let reach = 0;
  for (const days of WINDOW_DAYS) {
    reach += days;
    const start = dayBefore(to ?? today, to ? days - 1 : reach - 1);
    if (from && start <= from) break;
    windows.push({ ...query, STARTED_FROM: start, ...(to ? { STARTED_TO: to } : {}) });
    to = dayBefore(start, 1);
  }
  const rest: TestRunQuery = { ...query };
  delete rest.STARTED_TO;
  windows.push({ ...rest, ...(to ? { STARTED_TO: to } : {}) });
  return windows;
}

/**
 * Runs matching the query, newest first, in validated batches as they arrive, as lists read them (no variables);
 * DETAILS only with `$includeDetails`.
 */
export async function* streamTestRuns(
  query: TestRunQuery,
  options: { signal?: AbortSignal; today?: string } = {},
): AsyncGenerator<ListedRun[]> {
  const today = options.today ?? toWireDateTime(new Date()).date;
  for (const window of runWindows(query, today)) yield* streamRunList(window, options.signal);
}

/** The same in exactly one request: a reader that sized the range itself (the history sync's listings). */
export function streamRunList(query: TestRunQuery, signal?: AbortSignal): AsyncGenerator<ListedRun[]> {
  return streamRecords('/testruns', listedRunSchema, { query, signal, emptied: NOT_LISTED });
}
