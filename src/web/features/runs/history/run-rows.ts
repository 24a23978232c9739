// How the runs list loads, sorts and filters its rows off the page (see row-set/): the API layer's
// newest-first streamed read, the columns' values, and how many runs are still in progress. Read from the
// service, the list comes without the runs' test cases (a third of the size); only those tell a run cut short by
// a service stop (analysis/run-ending.ts), so the newest runs that may be one are read again with theirs. Read
// from the history store (GET /api/runs), every run comes with that count, worked out on ingest, and its
// refreshes read the store too.
import { runEnding, stoppedCount } from '../../../../analysis/run-ending';
import { setApiBaseUrl } from '../../../../client/http/runtime-config';
import { getRunRows } from '../../../../client/dashboard/get-run-rows';
import { streamTestRuns } from '../../../../client/test-runs/stream-test-runs';
import type { ListRun } from '../../../../contract/dashboard-api/runs';
import type { TestRunQuery } from '../../../../contract/query-options';
import { isRunFinished, type ListedRun } from '../../../../contract/records';
import type { RowSetDefinition } from '../../../components/data-table/row-set/serve-row-set';
import { RUN_VALUES, runId } from './run-values';

export interface RunRowsRequest {
  /** The page's base URL (config.json may have changed it), which a worker cannot read for itself. */
  baseUrl: string;
  query: TestRunQuery;
  /** Read from the dashboard server's history store rather than the service (the runs in progress still are). */
  fromStore: boolean;
}

async function* listRuns({ baseUrl, query }: Omit<RunRowsRequest, 'fromStore'>): AsyncGenerator<ListedRun[]> {
  setApiBaseUrl(baseUrl);
  yield* streamTestRuns(query);
}

async function* loadRuns(request: RunRowsRequest): AsyncGenerator<ListRun[]> {
  if (request.fromStore) yield await getRunRows(request.query);
  else yield* listRuns(request);
}

/**
 * How many of the newest runs are read again with their test cases once the list is in: on the large data set the
 * whole history with them is 230 MB instead of 87. A service stop cuts short the runs going on at that moment, so
 * the newest runs are those a reader asks about; an older one says it on its page.
 */
export const RUNS_READ_WITH_CASES = 200;

/** A run whose failures may be a service stop's aborts: finished, with some failed. */
const mayBeCutShort = (run: ListRun) => isRunFinished(run) && run.TC_FAILED > 0;

/** The newest runs that a service stop cut short, with their test cases, in their places. */
async function* readEndings(
  rows: readonly ListRun[],
  { baseUrl, query, fromStore }: RunRowsRequest,
): AsyncGenerator<{ index: number; row: ListRun }[]> {
  // The store's rows each say already.
  if (fromStore) return;
  const candidates = new Map<string, number>();
  rows.slice(0, RUNS_READ_WITH_CASES).forEach((run, index) => {
    if (mayBeCutShort(run)) candidates.set(run.RUN_ID, index);
  });
  let read = 0;
  for await (const batch of listRuns({ baseUrl, query: { ...query, $includeDetails: true } })) {
    const found = batch.flatMap((run) => {
      const index = candidates.get(run.RUN_ID);
      if (index === undefined) return [];
      candidates.delete(run.RUN_ID);
      return stoppedCount(run) > 0 ? [{ index, row: run }] : [];
    });
    if (found.length > 0) yield found;
    read += batch.length;
    // Leaving the loop ends the download (stream-records.ts); runs started since the load come in ahead of them.
    if (candidates.size === 0 || read >= 2 * RUNS_READ_WITH_CASES) return;
  }
}

/** A run as read again by a refresh, with its test cases when it has just finished with failures. */
async function withEnding(run: ListRun, held: ListRun | undefined, request: RunRowsRequest): Promise<ListRun> {
  // A finished run no longer changes, and the version held may carry the cases that tell how it ended.
  if (held && isRunFinished(held)) return held;
  if (!mayBeCutShort(run)) return run;
  for await (const [withCases] of listRuns({ ...request, query: { RUN_ID: run.RUN_ID, $includeDetails: true } }))
    if (withCases && stoppedCount(withCases) > 0) return withCases;
  return run;
}

/** The day `offset` days from today, in UTC days as the service's dates are. */
function dayFromToday(offset: number): string {
  const instant = new Date();
  instant.setUTCDate(instant.getUTCDate() + offset);
  return instant.toISOString().slice(0, 10);
}

const latest = (days: readonly string[]) => days.reduce((last, day) => (day > last ? day : last), '');
const earliest = (days: readonly string[]) => days.reduce((first, day) => (day < first ? day : first));

/**
 * What a refresh reads (below). From the store, its rows as they are (its sync follows the runs in progress for
 * every reader); from the service, each run that has just finished with failures with its test cases.
 */
async function* rereadChanging(rows: readonly ListRun[], request: RunRowsRequest): AsyncGenerator<ListRun[]> {
  const query = refreshQuery(rows, request.query);
  if (!query) return;
  if (request.fromStore) {
    yield await getRunRows(query);
    return;
  }
  const held = new Map(rows.map((run) => [run.RUN_ID, run]));
  for await (const batch of listRuns({ ...request, query }))
    yield await Promise.all(batch.map((run) => withEnding(run, held.get(run.RUN_ID), request)));
}

/**
 * The runs that may have changed or come since the load, not the whole history again (on a long one that was
 * 74 MB every few seconds while a run went on). A finished run no longer changes, so: every run from the day the
 * oldest one still in progress started, which takes in the runs started since; with none in progress, the runs
 * started since, which are no older than the newest listed run nor than yesterday (a list read before midnight).
 * Undefined when nothing can have changed.
 */
function refreshQuery(rows: readonly ListRun[], query: TestRunQuery): TestRunQuery | undefined {
  const running = rows.filter((run) => !isRunFinished(run)).map((run) => run.STARTED_DATE);
  // A run in progress without a start day could be anywhere.
  if (running.includes('')) return query;
  // A start after tomorrow is no clock's (a mistyped year): it must not hide every run started from now on.
  const tomorrow = dayFromToday(1);
  const listed = rows.map((run) => run.STARTED_DATE).filter((day) => day <= tomorrow);
  const from = running.length > 0 ? earliest(running) : latest([...listed, dayFromToday(-1)]);
  // A list of one run or one day is a short read, and has nothing new when its day is past.
  if (query.RUN_ID || query.STARTED_DATE)
    return running.length > 0 || (query.STARTED_DATE ?? '') >= from ? query : undefined;
  // Nothing started since can fall in a range that ended before (and the service refuses a start after the end).
  if (query.STARTED_TO && query.STARTED_TO < from) return undefined;
  return { ...query, STARTED_FROM: query.STARTED_FROM && query.STARTED_FROM > from ? query.STARTED_FROM : from };
}

export const runRows: RowSetDefinition<ListRun, RunRowsRequest> = {
  load: loadRuns,
  refine: readEndings,
  refresh: rereadChanging,
  columns: RUN_VALUES,
  rowId: runId,
  // Cut short runs are counted so that the page hears when the refinement finds one (the chart reads them again).
  counters: { running: (run) => !isRunFinished(run), cutShort: (run) => runEnding(run) === 'cut-short' },
};
