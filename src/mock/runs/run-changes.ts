// The changes a run goes through (started or merged into, a case queued, a case's result recorded,
// finished), shared by the run engine and the journal's replay, so a replayed run ends up exactly as it ran.
import { statusText } from '../../contract/codes';
import type { RunDetail } from '../../contract/records';
import { comparisonRows, currentOutput, locatorOf, metadataRows } from '../execution/execution-artifacts';
import { runVariablesFor } from '../execution/run-variables';
import { applyLastExecution } from '../store/run-order';
import type { MockStore, RunRecord, StoredRun } from '../store/store-types';
import { forgetCaseJson, forgetRunJson } from '../queries/kept-json';
import { addToCaseHistory, insertRunId, recount } from './run-bookkeeping';

/** Adds a new, empty run to the store and its newest-first order. */
export function addRun(store: MockStore, record: RunRecord, landscape: string): StoredRun {
  const run: StoredRun = { record, details: [], variables: [], comparison: [], metadata: [], landscape };
  store.runs.set(record.RUN_ID, run);
  insertRunId(store, record);
  return run;
}

/** Adds a run that finished unseen, newer than any its test cases ran in: a day the kept history missed. */
export function addFinishedRun(store: MockStore, run: StoredRun): void {
  store.runs.set(run.record.RUN_ID, run);
  insertRunId(store, run.record);
  for (const detail of run.details) {
    const testCase = store.testCases.get(detail.CASEID)!;
    addToCaseHistory(store, detail.CASEID, run.record.RUN_ID);
    applyLastExecution(testCase, run.record, detail);
    forgetCaseJson(testCase);
    addCurrentOutput(store, run, detail);
  }
}

/** A run that more cases are merged into is in progress again until they have run; its kept texts are stale. */
export function reopenRun(run: StoredRun): void {
  forgetRunJson(run);
  run.record.END_DATE = '';
  run.record.END_TIME = '';
}

/** Queued DETAILS rows for the cases, replacing a merged run's earlier result of the same case. */
export function enqueueCases(store: MockStore, run: StoredRun, caseIds: readonly string[]): RunDetail[] {
  const queued = caseIds.map((caseId): RunDetail => {
    const testCase = store.testCases.get(caseId)!;
    return {
      CASEID: caseId,
      SCNRID: testCase.SCNRID,
      DESCR: testCase.DESCR,
      IFTYPE: testCase.IFTYPE,
      OBJDEFID: testCase.OBJDEFID,
      STATUS: 'Q',
      STATUS_TXT: statusText('Q'),
      MESSAGE: '',
      DOCNUM: '',
      STARTED_DATE: '',
      STARTED_TIME: '',
      END_DATE: '',
      END_TIME: '',
    };
  });
  const replaced = new Set(caseIds);
  run.details = [...run.details.filter((detail) => !replaced.has(detail.CASEID)), ...queued];
  for (const caseId of caseIds) addToCaseHistory(store, caseId, run.record.RUN_ID);
  recount(run);
  return queued;
}

/**
 * Puts a case's final DETAILS row in place and what the execution left behind: the variables it used,
 * comparison rows, metadata, its current output, and the test case's LAST_* fields.
 */
export function recordCaseResult(
  store: MockStore,
  run: StoredRun,
  detail: RunDetail,
  finished: RunDetail,
  given?: ReadonlyMap<string, string>,
): void {
  recordResultInRun(store, run, detail, finished, given);
  addCurrentOutput(store, run, finished);
}

/** recordCaseResult without the current output payload, which a start adds only once it is kept. */
export function recordResultInRun(
  store: MockStore,
  run: StoredRun,
  detail: RunDetail,
  finished: RunDetail,
  given?: ReadonlyMap<string, string>,
): void {
  const runId = run.record.RUN_ID;
  const caseId = finished.CASEID;
  const testCase = store.testCases.get(caseId)!;
  const profile = store.caseProfiles.get(caseId)!;
  Object.assign(detail, finished);
  run.variables = [
    ...run.variables.filter((row) => row.CASEID !== caseId),
    ...runVariablesFor(
      caseId,
      runId,
      store.variablesByCase.get(caseId) ?? [],
      given,
      locatorOf(caseId, runId, finished, profile, store.historyEnds),
    ),
  ];
  run.comparison = [
    ...run.comparison.filter((row) => row.CASEID !== caseId),
    ...comparisonRows(caseId, runId, finished, profile, store.historyEnds),
  ];
  run.metadata = [
    ...run.metadata.filter((row) => row.CASEID !== caseId),
    ...metadataRows(testCase, runId, finished.STATUS, profile),
  ];
  applyLastExecution(testCase, run.record, detail);
  forgetCaseJson(testCase);
  recount(run);
}

export function addCurrentOutput(store: MockStore, run: StoredRun, finished: RunDetail): void {
  const testCase = store.testCases.get(finished.CASEID)!;
  const output = currentOutput(
    testCase,
    run.record.RUN_ID,
    finished,
    store.caseProfiles.get(finished.CASEID)!,
    store.historyEnds,
  );
  if (output) store.contents.add(output);
}

export function finishRun(run: StoredRun, ended: { date: string; time: string }): void {
  run.record.END_DATE = ended.date;
  run.record.END_TIME = ended.time;
  recount(run);
}
