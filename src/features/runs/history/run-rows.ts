// How the runs list loads, sorts and filters its rows off the page (see row-set/): the API layer's
// newest-first streamed read, the columns' values, and how many runs are still in progress.
import { setApiBaseUrl } from '../../../api/client/runtime-config';
import { streamTestRuns } from '../../../api/test-runs/stream-test-runs';
import type { TestRunQuery } from '../../../contract/query-options';
import { isRunFinished, type ListedRun } from '../../../contract/records';
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

/**
 * The runs that may have changed since the load: every run from the day the oldest one still in progress started
 * (a finished run no longer changes), which takes in the runs started since. Not the whole history again: on a
 * long one that was 74 MB every few seconds while a run went on.
 */
async function* rereadRunning(rows: readonly ListedRun[], request: RunRowsRequest): AsyncGenerator<ListedRun[]> {
  const days = rows.filter((run) => !isRunFinished(run)).map((run) => run.STARTED_DATE);
  if (days.length === 0) return;
  const { query } = request;
  // A run of one day or one ID is a short read; a run in progress without a start day could be anywhere.
  if (query.RUN_ID || query.STARTED_DATE || days.includes('')) {
    yield* listRuns(request);
    return;
  }
  const oldest = days.reduce((first, day) => (day < first ? day : first));
  const from = query.STARTED_FROM && query.STARTED_FROM > oldest ? query.STARTED_FROM : oldest;
  yield* listRuns({ ...request, query: { ...query, STARTED_FROM: from } });
}

export const runRows: RowSetDefinition<ListedRun, RunRowsRequest> = {
  load: listRuns,
  refresh: rereadRunning,
  columns: RUN_VALUES,
  rowId: runId,
  counters: { running: (run) => !isRunFinished(run) },
};
