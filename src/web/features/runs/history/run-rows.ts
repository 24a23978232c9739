// How the runs list loads, sorts and filters its rows off the page (see row-set/): the API layer's
// newest-first streamed read, the columns' values, and how many runs are still in progress.
import { setApiBaseUrl } from '../../../../client/http/runtime-config';
import { streamTestRuns } from '../../../../client/test-runs/stream-test-runs';
import type { TestRunQuery } from '../../../../contract/query-options';
import { isRunFinished, type ListedRun } from '../../../../contract/records';
import type { RowSetDefinition } from '../../../components/data-table/row-set/serve-row-set';
import { RUN_VALUES, runId } from './run-values';

export interface RunRowsRequest {
  /** The page's base URL (config.json may have changed it), which a worker cannot read for itself. */
  baseUrl: string;
  query: TestRunQuery;
}

async function* listRuns({ baseUrl, query }: RunRowsRequest): AsyncGenerator<ListedRun[]> {
  setApiBaseUrl(baseUrl);
  yield* streamTestRuns(query);
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
 * The runs that may have changed or come since the load, not the whole history again (on a long one that was
 * 74 MB every few seconds while a run went on). A finished run no longer changes, so: every run from the day the
 * oldest one still in progress started, which takes in the runs started since; with none in progress, the runs
 * started since, which are no older than the newest listed run nor than yesterday (a list read before midnight).
 */
async function* rereadChanging(rows: readonly ListedRun[], request: RunRowsRequest): AsyncGenerator<ListedRun[]> {
  const running = rows.filter((run) => !isRunFinished(run)).map((run) => run.STARTED_DATE);
  const { query } = request;
  // A run in progress without a start day could be anywhere.
  if (running.includes('')) {
    yield* listRuns(request);
    return;
  }
  // A start after tomorrow is no clock's (a mistyped year): it must not hide every run started from now on.
  const tomorrow = dayFromToday(1);
  const listed = rows.map((run) => run.STARTED_DATE).filter((day) => day <= tomorrow);
  const from = running.length > 0 ? earliest(running) : latest([...listed, dayFromToday(-1)]);
  // A list of one run or one day is a short read, and has nothing new when its day is past.
  if (query.RUN_ID || query.STARTED_DATE) {
    if (running.length > 0 || (query.STARTED_DATE ?? '') >= from) yield* listRuns(request);
    return;
  }
  // Nothing started since can fall in a range that ended before (and the service refuses a start after the end).
  if (query.STARTED_TO && query.STARTED_TO < from) return;
  const start = query.STARTED_FROM && query.STARTED_FROM > from ? query.STARTED_FROM : from;
  yield* listRuns({ ...request, query: { ...query, STARTED_FROM: start } });
}

export const runRows: RowSetDefinition<ListedRun, RunRowsRequest> = {
  load: listRuns,
  refresh: rereadChanging,
  columns: RUN_VALUES,
  rowId: runId,
  counters: { running: (run) => !isRunFinished(run) },
};
