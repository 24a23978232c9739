// GET /api/lifecycle: the failing test cases by class (analysis/lifecycle/case-lifecycle.ts), with how many are in
// each. The cases are those with a stored failure in a run started in the window (the needs-triage queue's, a month
// by default); their newest results come from the reader the flaky score uses (recent-case-results.ts), classed in
// JS by the one rule, then filtered, sorted and paged here.
import { gte, inArray } from 'drizzle-orm';
import { runOf } from '../../../analysis/case-history';
import { lifecycleOf } from '../../../analysis/lifecycle/case-lifecycle';
import { daysBefore } from '../../../analysis/previous-run';
import {
  LIFECYCLE_CLASSES,
  type LifecycleList,
  type LifecycleQuery,
  type LifecycleRow,
  type LifecycleSort,
} from '../../../contract/dashboard-api/lifecycle';
import { toWireDateTime } from '../../../contract/date-time';
import { failures, testCases } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { readOutageRule } from '../triage/outage-rule-store';
import { wireStart } from '../triage/triage-time';
import { recentCaseResults, type RecentResult } from './recent-case-results';

/** Every case failing in the window with its class, unsorted. */
export async function failingCases(
  db: StoreDb,
  days: number,
  now: Date,
): Promise<{ from: string; rows: LifecycleRow[] }> {
  const from = daysBefore(toWireDateTime(now).date, days - 1);
  const { patterns } = await readOutageRule(db);
  const failed = db
    .selectDistinct({ caseId: failures.caseId })
    .from(failures)
    .where(gte(failures.runStartedAt, `${from} 00:00:00`));
  const recent = await recentCaseResults(db, failed, patterns);
  const described = new Map(
    recent.size === 0
      ? []
      : (
          await db
            .select({ id: testCases.id, description: testCases.description })
            .from(testCases)
            .where(inArray(testCases.id, failed))
        ).map(({ id, description }) => [id, description]),
  );
  const rows: LifecycleRow[] = [];
  for (const [CASEID, results] of recent) {
    const lifecycle = lifecycleOf(results.map(asResult), patterns);
    if (!lifecycle) continue;
    rows.push({
      CASEID,
      DESCR: described.get(CASEID) ?? '',
      class: lifecycle.class,
      since: runOf(lifecycle.since),
      score: lifecycle.score,
    });
  }
  return { from, rows };
}

/** A result as the test case page's history has it: the case's own start, so both name the same moment. */
const asResult = (result: RecentResult) => ({ ...result, MESSAGE: '', ...wireStart(result.caseStartedAt) });

const sinceKey = (row: LifecycleRow) => `${row.since.STARTED_DATE} ${row.since.STARTED_TIME}`;
const COMPARE: Record<LifecycleSort, (a: LifecycleRow, b: LifecycleRow) => number> = {
  'Test case': (a, b) => a.CASEID.localeCompare(b.CASEID),
  Class: (a, b) => LIFECYCLE_CLASSES.indexOf(a.class) - LIFECYCLE_CLASSES.indexOf(b.class),
  Since: (a, b) => sinceKey(a).localeCompare(sinceKey(b)),
  // Unscored cases (too few results) sort below every score.
  'Flaky score': (a, b) => (a.score ?? -1) - (b.score ?? -1),
};

export async function storedLifecycle(db: StoreDb, query: LifecycleQuery, now: Date): Promise<LifecycleList> {
  const { from, rows } = await failingCases(db, query.days, now);
  const counts = { new: 0, broken: 0, flaky: 0, recovered: 0 };
  for (const row of rows) counts[row.class] += 1;
  const text = query.q.trim().toLowerCase();
  const compare = COMPARE[query.sort];
  const sign = query.dir === 'asc' ? 1 : -1;
  const listed = rows
    .filter((row) => (!query.class || row.class === query.class) && (!text || matches(row, text)))
    // Ties by case ID, so that pages never overlap.
    .toSorted((a, b) => sign * compare(a, b) || a.CASEID.localeCompare(b.CASEID));
  return {
    from,
    counts,
    total: listed.length,
    offset: query.offset,
    rows: listed.slice(query.offset, query.offset + query.limit),
  };
}

const matches = (row: LifecycleRow, text: string) =>
  row.CASEID.includes(text) || row.DESCR.toLowerCase().includes(text);
