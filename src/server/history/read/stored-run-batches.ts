// The store's runs as the service would list them: a date range's runs newest first, in batches, each with its
// stored executions as DETAILS when asked. The figures over them are then worked out by the same code
// (src/analysis) that works them out over the service's own answers, so no rule is written twice.
import { setImmediate } from 'node:timers/promises';
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Execution, ListedRun, RunDetail } from '../../../contract/records';
import { executions, runs } from '../store/schema';
import { readFigureDetails, storedStatusText } from '../sync/figure-details';
import type { StoreDb } from '../store/store-db';

export interface StoredRunFilter {
  /** First and last start day, both included (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Run type codes; empty or absent for all. */
  types?: readonly string[];
  /** The user who started them; absent for anyone. */
  user?: string;
}

/**
 * Runs per batch: 250 when their executions (up to a few hundred each) are read in one query with them; 2,000 when
 * all is in the run rows (each query costs PGlite milliseconds: a month's 27 pages of 250 were half its read).
 */
const runsPerBatch = (details: boolean | 'for figures') => (details === true ? 250 : 2000);

type ExecutionRow = typeof executions.$inferSelect;

/** 'YYYY-MM-DD HH:MM:SS' back to the service's date and time pair; empty for none. */
const splitTime = (at: string | null): [date: string, time: string] =>
  at ? [at.slice(0, 10), at.slice(11, 19)] : ['', ''];

export const toExecution = (row: ExecutionRow): Execution => ({
  CASEID: row.caseId,
  SCNRID: row.folderId,
  DESCR: row.description,
  IFTYPE: row.testType,
  OBJDEFID: row.automationObject,
  STATUS: row.status,
  STATUS_TXT: storedStatusText(row.statusText, row.status),
  MESSAGE: row.message,
});

export function toRunDetail(row: ExecutionRow): RunDetail {
  const [STARTED_DATE, STARTED_TIME] = splitTime(row.startedAt);
  const [END_DATE, END_TIME] = splitTime(row.endedAt);
  return { ...toExecution(row), DOCNUM: row.documentNumber, STARTED_DATE, STARTED_TIME, END_DATE, END_TIME };
}

export function runFilterWhere({ from, to, types = [], user }: StoredRunFilter): SQL | undefined {
  return and(
    gte(runs.startedAt, `${from} 00:00:00`),
    lt(runs.startedAt, sql`${to}::date + 1`),
    types.length > 0 ? inArray(runs.type, [...types]) : undefined,
    user ? eq(runs.startedBy, user) : undefined,
  );
}

/** Each run's executions in the service's order (by test case ID), grouped by run. */
export async function executionsOf(db: StoreDb, runIds: readonly string[]): Promise<Map<string, ExecutionRow[]>> {
  const byRun = new Map<string, ExecutionRow[]>(runIds.map((id) => [id, []]));
  if (runIds.length === 0) return byRun;
  const rows = await db
    .select()
    .from(executions)
    .where(inArray(executions.runId, [...runIds]))
    .orderBy(executions.runId, executions.caseId);
  for (const row of rows) byRun.get(row.runId)!.push(row);
  return byRun;
}

/**
 * The range's runs, newest first (as the service lists them), archived ones included: the store keeps what the
 * service let go. Runs whose executions are not stored yet come with no DETAILS, as a listing without them.
 * `details: 'for figures'` gives what figures over many runs read of each, kept with the run on ingest
 * (sync/figure-details.ts): a month of runs is then a few thousand rows to read, not a hundred thousand.
 */
export async function* storedRunBatches(
  db: StoreDb,
  filter: StoredRunFilter,
  { details }: { details: boolean | 'for figures' },
): AsyncGenerator<ListedRun[]> {
  const limit = runsPerBatch(details);
  let after: { startedAt: string; id: string } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: runs.id,
        startedAt: runs.startedAt,
        record: runs.record,
        // Read only when asked for: a month's are megabytes of text.
        figureDetails: details === 'for figures' ? runs.figureDetails : sql<string | null>`null`,
      })
      .from(runs)
      .where(
        and(
          runFilterWhere(filter),
          after
            ? or(lt(runs.startedAt, after.startedAt), and(eq(runs.startedAt, after.startedAt), lt(runs.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(desc(runs.startedAt), desc(runs.id))
      .limit(limit);
    if (page.length === 0) return;
    if (details === 'for figures')
      yield page.map(({ record, figureDetails }) => ({
        ...record,
        DETAILS: figureDetails ? readFigureDetails(figureDetails) : [],
      }));
    else {
      const byRun = details
        ? await executionsOf(
            db,
            page.map((run) => run.id),
          )
        : undefined;
      yield page.map(({ id, record }) => ({ ...record, DETAILS: byRun?.get(id)?.map(toExecution) ?? [] }));
    }
    if (page.length < limit) return;
    // PGlite answers in the same thread, as settled promises: without a turn of the event loop a month's figures
    // held every other request (the page's own script files among them) until they were done.
    await setImmediate();
    const last = page.at(-1)!;
    after = { startedAt: last.startedAt, id: last.id };
  }
}
