// The overview's figures over the history store: the same tallies the page works out when it reads the
// service itself (src/analysis), fed with the store's runs instead, so the browser gets kilobytes, not the
// range's hundred megabytes of runs.
import { failingNow, notRun, toCaseRef, type CaseRef } from '../../../analysis/overview/case-figures';
import { previousPeriod, type DateRange } from '../../../analysis/overview/date-range';
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
import type { StoreDb } from '../store/store-db';
import { storedRunBatches } from './stored-run-batches';
import { storedCaseStatuses, storedFolderScope } from './stored-scope';

async function tally(db: StoreDb, range: DateRange, scope: RunScope, user: string, details: boolean) {
  const runTally = new RunTally(range, scope);
  const filter = { ...range, types: scope.types, ...(user ? { user } : {}) };
  for await (const batch of storedRunBatches(db, filter, { details: details && 'for figures' })) runTally.add(batch);
  return runTally;
}

export async function overviewFigures(db: StoreDb, query: OverviewQuery): Promise<OverviewFigures> {
  const range = { from: query.from, to: query.to };
  const folders = await storedFolderScope(db, query.folder.map(padId));
  const scope: RunScope = { types: query.type, ...(folders ? { folders } : {}) };
  const inRange = await tally(db, range, scope, query.user, true);
  // Without a folder scope the runs' own counts are enough for the change, as on the page.
  const before = await tally(db, previousPeriod(range), scope, query.user, Boolean(folders));
  return figuresOf(inRange, before, (await storedCaseStatuses(db, folders)).map(toCaseRef));
}

/** Every tile's figures from the range's tally, the period's before and the test cases in scope. */
export function figuresOf(inRange: RunTally, before: RunTally, cases: readonly CaseRef[]): OverviewFigures {
  const since = new Map(inRange.failingStreaks().map(({ caseId, ...streak }) => [caseId, streak]));
  return {
    executions: inRange.executions(),
    previous: before.executions(),
    passRate: inRange.passRate(),
    durations: inRange.durations(),
    latest: inRange.latestFinished(),
    folders: inRange.mostFailing(SHOWN_FOLDERS),
    failing: { ...failingNow(cases, SHOWN_CASES, (id) => since.get(id)), sinceKnown: true },
    notRun: notRun(cases, inRange.executedCases(), SHOWN_NOT_RUN),
    causes: inRange.failureGroups(SHOWN_CAUSES),
  };
}
