// Carrying a kept history forward (decision 0017): a server started again with --data after days off fills in
// the seeded runs of the days it missed, rather than moving the dates of runs a history store already holds.
import { fromWireDateTime } from '../../contract/date-time';
import { alternateFlakyCases } from '../data/flaky-history';
import { missedRuns } from '../data/missed-days';
import { addFinishedRun } from '../runs/run-changes';
import type { MockStore } from '../store/store-types';
import { recordedHistoryEnd, type JournalHeader, type JournalRecord } from './journal-records';

export interface SeededHistory {
  seed: number;
  /** The runs of the data set's 90 days, which sets how many a day gets. */
  runs: number;
}

/** Adds the seeded runs that start after `from` and by `until`, as the service would have run them. */
export function fillMissedDays(store: MockStore, history: SeededHistory, from: Date, until: Date): void {
  // The history the store was generated for ends where it ends; the filled runs come after it.
  const sources = {
    seed: history.seed,
    referenceDate: store.historyEnds,
    testCases: store.testCases,
    testCaseIdsByFolder: store.testCaseIdsByFolder,
    childFolderIds: store.childFolderIds,
    caseProfiles: store.caseProfiles,
    variablesByCase: store.variablesByCase,
  };
  const runs = missedRuns(sources, history.runs, from, until);
  // The flaky cases go on passing and failing in turn after the executions they already have.
  alternateFlakyCases(runs, sources, (id) => store.runIdsByCase.get(id)?.length ?? 0);
  for (const run of runs.toReversed()) addFinishedRun(store, run);
}

/** Where the seeded runs of a journal's history end: as its header says, or as far as a start filled them in. */
export function keptHistoryEnd(header: JournalHeader, records: readonly JournalRecord[]): Date {
  const filled = records.findLast((record) => record.type === 'history-filled');
  return new Date(filled?.until ?? recordedHistoryEnd(header));
}

/**
 * The fill that carries a kept history to `until`, if it ends earlier. It starts where the history ends, or
 * after the newest run kept if a client started one later, so that every filled run is newer than those.
 */
export function missedDays(
  store: MockStore,
  keptEnd: Date,
  until: Date,
): Extract<JournalRecord, { type: 'history-filled' }> | undefined {
  const [newestId] = store.runIdsNewestFirst;
  const newest = newestId ? store.runs.get(newestId)!.record : undefined;
  const newestStart = newest ? fromWireDateTime(newest.STARTED_DATE, newest.STARTED_TIME) : Number.NaN;
  const from = Number.isNaN(newestStart) ? keptEnd.getTime() : Math.max(keptEnd.getTime(), newestStart);
  if (from >= until.getTime()) return undefined;
  return { type: 'history-filled', from: new Date(from).toISOString(), until: until.toISOString() };
}
