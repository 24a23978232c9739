// The runs list over the history store: the runs GET /testruns would list for the same options (archived runs
// included: the store keeps what the service let go), sorted and filtered here into an order of IDs kept per store
// version (api/dashboard-endpoints.ts), and paged from it: a page reads its own rows by primary key, current to the
// second, and counts only their outages (by the rule as it is now), unless the list is sorted by pass rate.
import { and, asc, desc, inArray, notInArray, sql } from 'drizzle-orm';
import type { RunRowTuple, RunsPage, RunsQuery, RunsView } from '../../../contract/dashboard-api/runs';
import { serviceStopMessage } from '../../../contract/service-stop';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { readOutageRule } from '../triage/outage-rule-store';
import { outageWhere } from './outage-where';
import { columnFilters, day, mayHaveOutages, outagesOfRun, runsWhere, sortValue, time } from './run-list-sql';

/** A view of the list worked out whole: its run IDs in order, and the totals of its status line. */
export interface RunOrder {
  ids: string[];
  /** Runs of the list options before the column filters. */
  all: number;
  running: number;
}

export async function storedRunOrder(db: StoreDb, view: RunsView): Promise<RunOrder> {
  const listWhere = runsWhere(view);
  const filters = columnFilters(view.filter);
  const direction = view.dir === 'desc' ? desc : asc;
  const patterns = view.sort === 'Pass rate' ? (await readOutageRule(db)).patterns : [];
  // Newest first within equal values, as the list reads unsorted.
  const order = view.sort ? [direction(sortValue(view.sort, () => outagesOfRun(patterns)))] : [];
  // One text of every ID, built by the database: 20,000 rows read one by one cost the embedded engine most of a second.
  const [listed] = await db
    .select({
      ids: sql<string>`coalesce(string_agg(${runs.id}, ',' order by ${sql.join(
        [...order, desc(runs.startedAt), desc(runs.id)],
        sql`, `,
      )}), '')`,
      running: sql<number>`(count(*) filter (where ${runs.endedAt} is null))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(runs)
    .where(and(listWhere, ...filters));
  const total = listed?.total ?? 0;
  const all =
    filters.length === 0
      ? total
      : ((
          await db
            .select({ all: sql<number>`count(*)::int` })
            .from(runs)
            .where(listWhere)
        )[0]?.all ?? 0);
  return { ids: listed?.ids ? listed.ids.split(',') : [], all, running: listed?.running ?? 0 };
}

const listed = {
  id: runs.id,
  name: runs.name,
  type: runs.type,
  startedBy: runs.startedBy,
  startedDate: day(runs.startedAt),
  startedTime: time(runs.startedAt),
  endedDate: day(runs.endedAt),
  endedTime: time(runs.endedAt),
  total: runs.total,
  passed: runs.passed,
  failed: runs.failed,
  stopped: runs.stopped,
  mayHaveOutages: sql<boolean>`${mayHaveOutages}`,
};
const readRuns = (db: StoreDb, ids: readonly string[]) =>
  db
    .select(listed)
    .from(runs)
    .where(inArray(runs.id, [...ids]));
type Listed = Awaited<ReturnType<typeof readRuns>>[number];

/** The aborts of each of these runs that the outage rule names, other than a service stop's, by run ID. */
export async function outagesOfRuns(
  db: StoreDb,
  ids: readonly string[],
  patterns: readonly string[],
): Promise<Map<string, number>> {
  const outage = outageWhere(patterns);
  if (!outage || ids.length === 0) return new Map();
  const counted = await db
    .select({ id: executions.runId, outages: sql<number>`count(*)::int` })
    .from(executions)
    .where(
      and(
        inArray(executions.runId, [...ids]),
        outage,
        notInArray(executions.message, [serviceStopMessage('R'), serviceStopMessage('Q')]),
      ),
    )
    .groupBy(executions.runId);
  return new Map(counted.map((row) => [row.id, row.outages]));
}

const asRow = (run: Listed, outages: number): RunRowTuple => [
  run.id,
  run.name,
  run.type,
  run.startedBy,
  run.startedDate,
  run.startedTime,
  run.endedDate,
  run.endedTime,
  run.total,
  run.passed,
  run.failed,
  run.stopped,
  outages,
];

/** One page of a view: only its rows are read, as they are now, and only theirs have their outages counted. */
export async function pageOfRunOrder(
  db: StoreDb,
  { ids: every, all, running }: RunOrder,
  offset: number,
  limit: number,
): Promise<RunsPage> {
  const ids = every.slice(offset, offset + limit);
  const read = ids.length === 0 ? [] : await readRuns(db, ids);
  const { patterns } = await readOutageRule(db);
  const outages = await outagesOfRuns(
    db,
    read.filter((run) => run.mayHaveOutages).map((run) => run.id),
    patterns,
  );
  const byId = new Map(read.map((run) => [run.id, run]));
  const rows = ids.flatMap((id) => {
    const run = byId.get(id);
    return run ? [asRow(run, outages.get(id) ?? 0)] : [];
  });
  return { total: every.length, offset, rows, all, running };
}

/** A page of a view worked out for this read alone (tests, benches); the endpoint keeps the order per version. */
export async function storedRunRows(db: StoreDb, { offset, limit, ...view }: RunsQuery): Promise<RunsPage> {
  return pageOfRunOrder(db, await storedRunOrder(db, view), offset, limit);
}
