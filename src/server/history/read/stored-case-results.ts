// A test case's result history over the store, newest first, as GET /testcases/{id}/results lists it: one row per
// stored execution of a run the service still has (it lists none of a run it let go), the run's name, type, starter
// and report beside the case's own start and end. A page is a LIMIT/OFFSET of it. EXPLAIN on the large data set: an
// index scan of executions_case, each run by its primary key, the case's rows (96 at most) sorted in memory, 5 ms
// warm. An index by case and time would not spare that sort: its key is the run's start where the case has none.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FAILED_STATUSES } from '../../../contract/codes';
import type {
  CaseResultRow,
  CaseResults,
  CaseResultsQuery,
  ResultTriage,
} from '../../../contract/dashboard-api/test-case';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { storedStatusText } from '../sync/figure-details';
import { knownCaseRow } from './known-case-row';
import { failureColumns, triageFailures } from '../triage/triage-failures';

/** 'YYYY-MM-DD HH:MM:SS' back to the service's date and time pair; empty for none. */
const splitTime = (at: string | null): [date: string, time: string] =>
  at ? [at.slice(0, 10), at.slice(11, 19)] : ['', ''];

// The case's own start in the run, the run's where the service gave none (a queued case): the Started column.
const startedAt = sql`coalesce(${executions.startedAt}, ${runs.startedAt})`;
// As text: a computed time is not read back through the column's own mapping.
const startedText = sql<string>`to_char(${startedAt}, 'YYYY-MM-DD HH24:MI:SS')`;

const ofCase = (caseId: string) => and(eq(executions.caseId, caseId), isNull(runs.archivedAt));

/** The results from `offset` on (all of them without `limit`), newest first. */
export async function caseResultRows(
  db: StoreDb,
  caseId: string,
  { offset = 0, limit }: { offset?: number; limit?: number } = {},
): Promise<CaseResultRow[]> {
  const query = db
    .select({
      runId: executions.runId,
      runName: runs.name,
      type: runs.type,
      startedBy: runs.startedBy,
      startedAt: startedText,
      endedAt: executions.endedAt,
      status: executions.status,
      statusText: executions.statusText,
      message: executions.message,
      reportUrl: sql<string | null>`${runs.record}->>'REPORT_URL'`,
    })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(ofCase(caseId))
    // Two results of one moment still come in one order, page after page.
    .orderBy(desc(startedAt), desc(runs.startedAt), desc(executions.runId))
    .offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => {
    const [STARTED_DATE, STARTED_TIME] = splitTime(row.startedAt);
    const [END_DATE, END_TIME] = splitTime(row.endedAt);
    return {
      RUN_ID: row.runId,
      RUN_NAME: row.runName,
      TYPE: row.type,
      STARTED_BY: row.startedBy,
      STARTED_DATE,
      STARTED_TIME,
      END_DATE,
      END_TIME,
      STATUS: row.status,
      STATUS_TXT: storedStatusText(row.statusText, row.status),
      MESSAGE: row.message,
      REPORT_URL: row.reportUrl ?? '',
    };
  });
}

/** A page of the results, with how many there are in all; a case the store does not know is read through. */
export async function storedCaseResults(db: StoreDb, query: CaseResultsQuery, now: Date): Promise<CaseResults> {
  const caseId = (await knownCaseRow(db, query.id, now)).id;
  const [{ total }] = (await db
    .select({ total: count() })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(ofCase(caseId))) as [{ total: number }];
  const rows = total > query.offset ? await caseResultRows(db, caseId, query) : [];
  const triage = await resultsTriage(db, caseId, rows);
  return { total, offset: query.offset, rows: rows.map((row) => ({ ...row, triage: triage.get(row.RUN_ID) ?? null })) };
}

/** How the page's failed results meet the decisions, by run: the rule run pages use (triage/triage-failures.ts). */
async function resultsTriage(db: StoreDb, caseId: string, rows: CaseResultRow[]): Promise<Map<string, ResultTriage>> {
  const runIds = rows.filter((row) => FAILED_STATUSES.includes(row.STATUS)).map((row) => row.RUN_ID);
  if (runIds.length === 0) return new Map();
  const failed = await db
    .select({ ...failureColumns, startedAt: runs.startedAt })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(and(eq(executions.caseId, caseId), inArray(executions.runId, runIds)));
  const triaged = await triageFailures(db, failed);
  return new Map(triaged.map(({ RUN_ID, state, decision, rules }) => [RUN_ID, { state, decision, rules }]));
}
