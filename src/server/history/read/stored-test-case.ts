// A test case as its page opens it, from the store: the record with its last result as the store last saw one,
// the last run's name and reports, and what the overview tells from the history (analysis/case-history.ts) with the
// team's decision on the last failure.
import { and, count, eq, ne } from 'drizzle-orm';
import { caseHistoryOf } from '../../../analysis/case-history';
import type { TestCase } from '../../../contract/records';
import type { CaseHistory, StoredTestCase } from '../../../contract/dashboard-api/test-case';
import { failures, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { failureDecision } from '../triage/failure-decision';
import { readOutageRule } from '../triage/outage-rule-store';
import { caseResultRows } from './stored-case-results';
import { knownCaseRow, type CaseRow } from './known-case-row';

/** The record, its members current as of the store's last result of it (the record's own if it has none yet). */
function currentRecord(row: CaseRow): TestCase {
  const record = {
    ...row.record,
    SCNRID: row.folderId,
    DESCR: row.description,
    OBJDEFID: row.automationObject,
    IFTYPE: row.testType,
  };
  if (row.lastResultAt === null) return record;
  const started = row.lastStartedAt ?? '';
  return {
    ...record,
    LAST_RUN_ID: row.lastRunId,
    LAST_STATUS: row.lastStatus,
    LAST_STATUS_TXT: row.lastStatusText,
    LAST_STARTED_BY: row.lastStartedBy,
    LAST_STARTED_DATE: started.slice(0, 10),
    LAST_STARTED_TIME: started.slice(11, 19),
  };
}

async function lastRunOf(db: StoreDb, runId: string): Promise<StoredTestCase['lastRun']> {
  if (!runId) return null;
  const [run] = await db.select({ record: runs.record }).from(runs).where(eq(runs.id, runId));
  if (!run) return null;
  const { NAME, REPORT_URL, FIORI_REPORT_URL = '' } = run.record;
  return { NAME, REPORT_URL, FIORI_REPORT_URL };
}

async function historyOf(db: StoreDb, caseId: string, ticketUrl: string | null): Promise<CaseHistory> {
  const results = await caseResultRows(db, caseId);
  const { patterns } = await readOutageRule(db);
  const { recent, flakiness, streak, lastFailure, lifecycle } = caseHistoryOf(results, patterns);
  if (!lastFailure) return { recent, flakiness, streak, lastFailure: null, lifecycle };
  // The other cases of that run that failed this way: its stored failures carry the same cause (failure-message.ts).
  const [{ others }] = (await db
    .select({ others: count() })
    .from(failures)
    .where(
      and(
        eq(failures.runId, lastFailure.failure.RUN_ID),
        eq(failures.cause, lastFailure.cause),
        ne(failures.caseId, caseId),
      ),
    )) as [{ others: number }];
  const triage = await failureDecision(db, { runId: lastFailure.failure.RUN_ID, caseId }, patterns, ticketUrl);
  return { recent, flakiness, streak, lifecycle, lastFailure: { ...lastFailure, othersInRun: others, triage } };
}

/** `ticketUrl`: the server's --ticket-url pattern, which makes a decision's ticket a link. */
export async function storedTestCase(
  db: StoreDb,
  id: string,
  now: Date,
  ticketUrl: string | null,
): Promise<StoredTestCase> {
  const row = await knownCaseRow(db, id, now);
  const testCase = currentRecord(row);
  return {
    testCase,
    lastRun: await lastRunOf(db, testCase.LAST_RUN_ID),
    history: await historyOf(db, row.id, ticketUrl),
  };
}
