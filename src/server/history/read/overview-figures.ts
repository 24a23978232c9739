// The overview's figures over the history store: the same tallies the page works out when it reads the
// service itself (src/analysis), fed with the store's runs instead, so the browser gets kilobytes, not the
// range's hundred megabytes of runs.
import { failingNow, notRun, toCaseRef, type CaseRef } from '../../../analysis/overview/case-figures';
import { previousPeriod, type DateRange } from '../../../analysis/overview/date-range';
import { addOutcome, emptyOutcome, outcomeOfCounts, type Outcome } from '../../../analysis/overview/outcome';
import { RunTally, type RunScope } from '../../../analysis/overview/run-tally';
import {
  SHOWN_CASES,
  SHOWN_CAUSES,
  SHOWN_FOLDERS,
  SHOWN_NOT_RUN,
  type OverviewFigures,
  type OverviewQuery,
} from '../../../contract/dashboard-api/overview';
import { padId } from '../../../contract/ids';
import { and, count, eq } from 'drizzle-orm';
import { executions, runs } from '../store/schema';
import type { StoreDb } from '../store/store-db';
import { runFilterWhere, storedRunBatches, type StoredRunFilter } from './stored-run-batches';
import { storedCaseStatuses, storedFolderScope } from './stored-scope';
import { readOutageRule } from '../triage/outage-rule-store';
import { outageWhere } from './outage-where';
import { investigatedFigures } from './investigated-figures';

async function tally(db: StoreDb, filter: StoredRunFilter, scope: RunScope) {
  const runTally = new RunTally(filter, scope);
  for await (const batch of storedRunBatches(db, filter, { details: 'for figures' })) runTally.add(batch);
  return runTally;
}

/**
 * The executions of runs by the runs' own counts, for a period without a folder scope, with the outage rule's
 * aborts among their stored executions counted in SQL: the same figures as a tally of their details would give
 * for the pass rate, without reading them.
 */
export async function outcomeByCounts(
  db: StoreDb,
  filter: StoredRunFilter,
  patterns: readonly string[],
): Promise<Outcome> {
  const rows = await db
    .select({ TC_TOTAL: runs.total, TC_PASSED: runs.passed, TC_FAILED: runs.failed })
    .from(runs)
    .where(runFilterWhere(filter));
  const outcome = emptyOutcome();
  for (const row of rows) addOutcome(outcome, outcomeOfCounts(row));
  const outage = outageWhere(patterns);
  if (outage) {
    const [counted] = await db
      .select({ outages: count() })
      .from(executions)
      .innerJoin(runs, eq(runs.id, executions.runId))
      .where(and(runFilterWhere(filter), outage));
    outcome.outages = counted?.outages ?? 0;
  }
  return outcome;
}

/** The runs the figures count: those of the range, and those of the period before it for the change. */
function filtersOf(query: OverviewQuery): { inRange: StoredRunFilter; before: StoredRunFilter } {
  const filterOf = (range: DateRange) => ({ ...range, types: query.type, ...(query.user ? { user: query.user } : {}) });
  const range = { from: query.from, to: query.to };
  return { inRange: filterOf(range), before: filterOf(previousPeriod(range)) };
}

export async function overviewFigures(db: StoreDb, query: OverviewQuery): Promise<OverviewFigures> {
  const folders = await storedFolderScope(db, query.folder.map(padId));
  // The lead's current rule: changing it marks the store changed, so kept figures are worked out again.
  const { patterns } = await readOutageRule(db);
  const scope: RunScope = { types: query.type, outagePatterns: patterns, ...(folders ? { folders } : {}) };
  const filters = filtersOf(query);
  const inRange = await tally(db, filters.inRange, scope);
  // Without a folder scope the runs' own counts (and their outages) are enough for the change.
  const previous = folders
    ? (await tally(db, filters.before, scope)).executions()
    : await outcomeByCounts(db, filters.before, patterns);
  return {
    ...figuresOf(inRange, previous, (await storedCaseStatuses(db, folders)).map(toCaseRef)),
    investigated: await investigatedFigures(db, filters.inRange, folders, patterns),
  };
}

/** Every tile's figures from the range's tally, the period's before and the test cases in scope. */
export function figuresOf(inRange: RunTally, previous: Outcome, cases: readonly CaseRef[]): OverviewFigures {
  const since = new Map(inRange.failingStreaks().map(({ caseId, ...streak }) => [caseId, streak]));
  return {
    executions: inRange.executions(),
    previous,
    passRate: inRange.passRate(),
    durations: inRange.durations(),
    latest: inRange.latestFinished(),
    folders: inRange.mostFailing(SHOWN_FOLDERS),
    failing: { ...failingNow(cases, SHOWN_CASES, (id) => since.get(id)), sinceKnown: true },
    notRun: notRun(cases, inRange.executedCases(), SHOWN_NOT_RUN),
    causes: inRange.failureGroups(SHOWN_CAUSES),
  };
}
