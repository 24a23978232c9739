// GET /api/runs: the runs list's rows from the dashboard server's history store, for the same list options the
// list would ask GET /testruns for. Every matching run in one answer of lean rows, each telling how many of its
// cases a service stop aborted.
import { fromRunRow, runRowsSchema, type ListRun } from '../../contract/dashboard-api/runs';
import type { TestRunQuery } from '../../contract/query-options';
import { getFromDashboard } from './get-from-dashboard';

export async function getRunRows(query: TestRunQuery, signal?: AbortSignal): Promise<ListRun[]> {
  const { runs } = await getFromDashboard('/runs', runRowsSchema, {
    query: {
      name: query.NAME ?? '',
      q: query.q ?? '',
      type: query.TYPE ?? '',
      user: query.STARTED_BY ?? '',
      from: query.STARTED_FROM ?? '',
      to: query.STARTED_TO ?? '',
    },
    ...(signal ? { signal } : {}),
  });
  return runs.map(fromRunRow);
}
