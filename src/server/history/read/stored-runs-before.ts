// What a run page tells from the runs before it, over the store (GET /api/run/before): the previous run, by the
// rules of analysis/previous-run.ts, what changed since (analysis/compare-runs.ts), and the run's failures grouped
// by cause (analysis/failure-groups.ts), dated over up to five runs before it. The same code the browser ran over
// the service's answers, now run once here over stored runs.
import { and, desc, eq, isNotNull, isNull, like, lt } from 'drizzle-orm';
import { compareRuns } from '../../../analysis/compare-runs';
import { groupFailures } from '../../../analysis/failure-groups';
import { earlierRunsOfName, isSelectivePattern, runFamilyPattern, sameTestCases } from '../../../analysis/previous-run';
import type { RunBefore } from '../../../contract/dashboard-api/run-before';
import { normaliseHexId } from '../../../contract/ids';
import type { TestRun } from '../../../contract/records';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { executionsOf, toRunDetail } from './stored-run-batches';

/** How many earlier runs date the failures (the previous one among them). */
const HISTORY_LIMIT = 5;
/**
 * Runs of a name pattern looked at, newest first: a LIKE on the pattern also matches names the family rule tells
 * apart ("Nightly *" matches "Nightly smoke 2026-11-20"), so more are read than kept.
 */
const NAME_CANDIDATES = 200;
/** Runs that executed the run's first test case looked at for the same set of test cases. */
const CASE_CANDIDATES = 20;

/** The name pattern as a LIKE pattern: `*` any text, the rest literal. */
const likePattern = (pattern: string) => pattern.replace(/[\\%_]/g, (char) => `\\${char}`).replaceAll('*', '%');

/** Runs whose executions are stored and that the service still has: those a page can link to and compare. */
const comparable = () => and(isNotNull(runs.storedAs), isNull(runs.archivedAt));

async function withDetails(db: StoreDb, records: readonly TestRun[]): Promise<TestRun[]> {
  const byRun = await executionsOf(
    db,
    records.map((record) => record.RUN_ID),
  );
  return records.map((record) => ({ ...record, DETAILS: byRun.get(record.RUN_ID)!.map(toRunDetail) }));
}

async function storedRun(db: StoreDb, id: string): Promise<{ run: TestRun; startedAt: string } | null> {
  const [row] = await db
    .select({ record: runs.record, startedAt: runs.startedAt })
    .from(runs)
    .where(and(eq(runs.id, id), isNotNull(runs.storedAs)));
  if (!row) return null;
  const [run] = await withDetails(db, [{ ...row.record, DETAILS: [], VARIABLES: [] }]);
  return { run: run!, startedAt: row.startedAt };
}

async function earlierOfName(db: StoreDb, run: TestRun, startedAt: string): Promise<TestRun[]> {
  const pattern = runFamilyPattern(run.NAME);
  if (!isSelectivePattern(pattern)) return [];
  const candidates = await db
    .select({ record: runs.record })
    .from(runs)
    .where(and(comparable(), lt(runs.startedAt, startedAt), like(runs.name, likePattern(pattern))))
    .orderBy(desc(runs.startedAt))
    .limit(NAME_CANDIDATES);
  const records = candidates.map(({ record }): TestRun => ({ ...record, DETAILS: [], VARIABLES: [] }));
  return withDetails(db, earlierRunsOfName(run, records, HISTORY_LIMIT));
}

async function earlierOfCases(db: StoreDb, run: TestRun, startedAt: string): Promise<TestRun[]> {
  const [first] = run.DETAILS;
  if (!first) return [];
  // The runs that executed one of its test cases are the only ones that can have executed all of them.
  const candidates = await db
    .select({ record: runs.record })
    .from(executions)
    .innerJoin(runs, eq(runs.id, executions.runId))
    .where(and(eq(executions.caseId, first.CASEID), comparable(), lt(runs.startedAt, startedAt)))
    .orderBy(desc(runs.startedAt))
    .limit(CASE_CANDIDATES);
  const records = candidates.map(({ record }): TestRun => ({ ...record, DETAILS: [], VARIABLES: [] }));
  return (await withDetails(db, records)).filter((candidate) => sameTestCases(candidate, run)).slice(0, HISTORY_LIMIT);
}

export async function storedRunsBefore(db: StoreDb, id: string): Promise<RunBefore> {
  const found = await storedRun(db, normaliseHexId(id));
  if (!found) return null;
  const { run, startedAt } = found;
  const ofName = await earlierOfName(db, run, startedAt);
  const [earlier, matchedBy] =
    ofName.length > 0 ? [ofName, 'name' as const] : [await earlierOfCases(db, run, startedAt), 'test cases' as const];
  const before = earlier[0];
  return {
    previous: before
      ? {
          RUN_ID: before.RUN_ID,
          NAME: before.NAME,
          STARTED_DATE: before.STARTED_DATE,
          STARTED_TIME: before.STARTED_TIME,
          matchedBy,
          counts: compareRuns(before, run).counts,
        }
      : null,
    failureGroups: groupFailures([run], earlier),
  };
}
