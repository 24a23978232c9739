// Undoing a run start whose records could not be made durable (the journal of `--data` failed), so that a
// rejected POST changes nothing. The engine undoes such starts newest first, so each finds the store as it
// was saved here, except for what background executions of other requests changed since: that stays.
import type { RunComparison, RunDetail, RunMetadata, RunVariable, TestCase } from '../../contract/records';
import type { MockStore, StoredRun } from '../store/store-types';
import { forgetCaseJson } from '../queries/kept-json';
import { recount } from './run-bookkeeping';

type LastExecution = Pick<
  TestCase,
  'LAST_RUN_ID' | 'LAST_STARTED_BY' | 'LAST_STARTED_DATE' | 'LAST_STARTED_TIME' | 'LAST_STATUS' | 'LAST_STATUS_TXT'
>;

interface MergedRunBefore {
  details: RunDetail[];
  endDate: string;
  endTime: string;
  /** The rows of the start's cases only: other cases' rows may change meanwhile. */
  variables: RunVariable[];
  comparison: RunComparison[];
  metadata: RunMetadata[];
}

export interface StateBeforeStart {
  caseIds: ReadonlySet<string>;
  /** The run the start merges into, as it was; absent when the start adds a new run. */
  merged?: MergedRunBefore;
  histories: Map<string, string[] | undefined>;
  lastExecutions: Map<string, LastExecution>;
}

export function saveStateBeforeStart(
  store: MockStore,
  caseIds: readonly string[],
  mergeInto: StoredRun | undefined,
): StateBeforeStart {
  const cases = new Set(caseIds);
  const ofCases = <T extends { CASEID: string }>(rows: readonly T[]) => rows.filter((row) => cases.has(row.CASEID));
  const lastExecutions = new Map<string, LastExecution>();
  const histories = new Map<string, string[] | undefined>();
  for (const caseId of cases) {
    const { LAST_RUN_ID, LAST_STARTED_BY, LAST_STARTED_DATE, LAST_STARTED_TIME, LAST_STATUS, LAST_STATUS_TXT } =
      store.testCases.get(caseId)!;
    lastExecutions.set(caseId, {
      LAST_RUN_ID,
      LAST_STARTED_BY,
      LAST_STARTED_DATE,
      LAST_STARTED_TIME,
      LAST_STATUS,
      LAST_STATUS_TXT,
    });
    const history = store.runIdsByCase.get(caseId);
    histories.set(caseId, history && [...history]);
  }
  return {
    caseIds: cases,
    histories,
    lastExecutions,
    ...(mergeInto && {
      merged: {
        details: [...mergeInto.details],
        endDate: mergeInto.record.END_DATE,
        endTime: mergeInto.record.END_TIME,
        variables: ofCases(mergeInto.variables),
        comparison: ofCases(mergeInto.comparison),
        metadata: ofCases(mergeInto.metadata),
      },
    }),
  };
}

/** Takes the start's run out again, or returns the run it merged into to its earlier state. */
export function undoStart(store: MockStore, run: StoredRun, before: StateBeforeStart): void {
  const runId = run.record.RUN_ID;
  const { merged, caseIds } = before;
  if (merged) {
    const otherCases = <T extends { CASEID: string }>(rows: readonly T[]) =>
      rows.filter((row) => !caseIds.has(row.CASEID));
    run.details = merged.details;
    run.record.END_DATE = merged.endDate;
    run.record.END_TIME = merged.endTime;
    run.variables = [...otherCases(run.variables), ...merged.variables];
    run.comparison = [...otherCases(run.comparison), ...merged.comparison];
    run.metadata = [...otherCases(run.metadata), ...merged.metadata];
    recount(run);
  } else {
    store.runs.delete(runId);
    const position = store.runIdsNewestFirst.indexOf(runId);
    if (position >= 0) store.runIdsNewestFirst.splice(position, 1);
  }
  for (const [caseId, history] of before.histories) {
    if (history) store.runIdsByCase.set(caseId, history);
    else store.runIdsByCase.delete(caseId);
  }
  for (const [caseId, last] of before.lastExecutions) {
    const testCase = store.testCases.get(caseId)!;
    // A later execution in another run stays the case's last one.
    if (testCase.LAST_RUN_ID !== runId) continue;
    Object.assign(testCase, last);
    forgetCaseJson(testCase);
  }
}
