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

export const runRows: RowSetDefinition<ListedRun, RunRowsRequest> = {
  load: listRuns,
  columns: RUN_VALUES,
  rowId: runId,
  counters: { running: (run) => !isRunFinished(run) },
};
