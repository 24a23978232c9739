// Starts runs on the mock and executes them: synchronously at once, or in the background where each
// test case moves from queued to running to its final status at a configurable pace (decisions.md §6).
import { statusText } from '../../contract/codes';
import { toWireDateTime } from '../../contract/date-time';
import type { StartRunMembers } from '../../contract/requests';
import type { RunDetail } from '../../contract/records';
import { decideStatus, finishedDetail } from '../execution/case-outcome';
import { comparisonRows, currentOutput, metadataRows } from '../execution/execution-artifacts';
import { fioriReportUrl, reportUrl } from '../execution/run-links';
import { runVariablesFor } from '../execution/run-variables';
import { applyLastExecution } from '../store/run-order';
import type { MockStore, StoredRun } from '../store/store-types';
import { addToCaseHistory, insertRunId, recount } from './run-bookkeeping';
import { resolveRunCases } from './resolve-run-cases';

export interface RunEngineOptions {
  seed: number;
  now: () => Date;
  /** Minimum time each test case of an async run spends running. */
  runPaceMs?: number;
  /** How many test cases of one async run execute at the same time. */
  parallelCases?: number;
}

export type StartedRun = { kind: 'sync'; run: StoredRun } | { kind: 'async'; runId: string };

export interface RunEngine {
  startRun(members: StartRunMembers, user: string): Promise<StartedRun>;
  /** Runs still executing in the background. */
  activeRuns(): number;
  close(): Promise<void>;
}

export const DEFAULT_RUN_PACE_MS = 300;

function newRunId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
}

export function createRunEngine(store: MockStore, options: RunEngineOptions): RunEngine {
  const pace = options.runPaceMs ?? DEFAULT_RUN_PACE_MS;
  const parallel = options.parallelCases ?? 2;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const active = new Set<string>();
  let closed = false;
  const isClosed = () => closed;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const stamp = () => toWireDateTime(options.now());

  const execute = (run: StoredRun, detail: RunDetail, given: ReadonlyMap<string, string> | undefined, began: { date: string; time: string }) => {
    const runId = run.record.RUN_ID;
    const testCase = store.testCases.get(detail.CASEID)!;
    const profile = store.caseProfiles.get(detail.CASEID)!;
    const executions = store.runIdsByCase.get(detail.CASEID)?.length ?? 0;
    const status = decideStatus(options.seed, detail.CASEID, `${runId}#${executions}`);
    const ended = stamp();
    Object.assign(detail, finishedDetail(testCase, status, runId, { startedDate: began.date, startedTime: began.time, endDate: ended.date, endTime: ended.time }));
    run.variables = [...run.variables.filter((row) => row.CASEID !== detail.CASEID), ...runVariablesFor(detail.CASEID, runId, store.variablesByCase.get(detail.CASEID) ?? [], given)];
    run.comparison = [...run.comparison.filter((row) => row.CASEID !== detail.CASEID), ...comparisonRows(detail.CASEID, runId, status, profile)];
    run.metadata = [...run.metadata.filter((row) => row.CASEID !== detail.CASEID), ...metadataRows(testCase, runId, status, profile)];
    store.contents.add(currentOutput(testCase, runId, status, profile, ended));
    applyLastExecution(testCase, run.record, detail);
    recount(run);
  };

  const finish = (run: StoredRun) => {
    const ended = stamp();
    run.record.END_DATE = ended.date;
    run.record.END_TIME = ended.time;
    recount(run);
  };

  /** The run the request adds to: the newest of the same name when merging, else a new one. */
  const targetRun = (members: StartRunMembers, user: string): StoredRun => {
    const name = members.TEST_RUN_NAME?.trim() ?? '';
    if (members.MERGE_WITH_EXISTING_RUN === 'X') {
      const existingId = store.runIdsNewestFirst.find((id) => store.runs.get(id)!.record.NAME === name);
      if (existingId) {
        const existing = store.runs.get(existingId)!;
        existing.record.END_DATE = '';
        existing.record.END_TIME = '';
        return existing;
      }
    }
    const started = stamp();
    const runId = newRunId();
    const run: StoredRun = {
      record: {
        RUN_ID: runId,
        NAME: name || `Run ${started.date} ${started.time}`,
        STARTED_BY: user,
        STARTED_DATE: started.date,
        STARTED_TIME: started.time,
        TC_TOTAL: 0,
        TC_PASSED: 0,
        TC_FAILED: 0,
        REMOTE_CMP_RUN: '',
        END_DATE: '',
        END_TIME: '',
        REPORT_URL: reportUrl(runId),
        FIORI_REPORT_URL: fioriReportUrl(runId),
        // Runs started through the interface are unit tests, or regression tests when they sweep whole
        // folder trees.
        TYPE: members.SCENARIOS?.length && members.INCLUDE_SUBFOLDERS === 'X' ? 'RT' : 'UT',
      },
      details: [],
      variables: [],
      comparison: [],
      metadata: [],
      landscape: members.EXECUTION_LANDSCAPE?.trim() || 'QAS',
    };
    store.runs.set(runId, run);
    insertRunId(store, run.record);
    return run;
  };

  /** Queued DETAILS rows for the cases, replacing a merged run's earlier result of the same case. */
  const enqueue = (run: StoredRun, caseIds: readonly string[]): RunDetail[] => {
    const queued = caseIds.map((caseId) => {
      const testCase = store.testCases.get(caseId)!;
      const row: RunDetail = { CASEID: caseId, SCNRID: testCase.SCNRID, DESCR: testCase.DESCR, IFTYPE: testCase.IFTYPE, OBJDEFID: testCase.OBJDEFID, STATUS: 'Q', STATUS_TXT: statusText('Q'), MESSAGE: '', DOCNUM: '', STARTED_DATE: '', STARTED_TIME: '', END_DATE: '', END_TIME: '' };
      return row;
    });
    const replaced = new Set(caseIds);
    run.details = [...run.details.filter((detail) => !replaced.has(detail.CASEID)), ...queued];
    for (const caseId of caseIds) addToCaseHistory(store, caseId, run.record.RUN_ID);
    recount(run);
    return queued;
  };

  const runInBackground = async (run: StoredRun, queued: RunDetail[], given: Map<string, Map<string, string>>) => {
    active.add(run.record.RUN_ID);
    const next = [...queued];
    const worker = async () => {
      for (let detail = next.shift(); detail && !isClosed(); detail = next.shift()) {
        const began = stamp();
        Object.assign(detail, { STATUS: 'R', STATUS_TXT: statusText('R'), STARTED_DATE: began.date, STARTED_TIME: began.time });
        await sleep(pace);
        if (isClosed()) return;
        execute(run, detail, given.get(detail.CASEID), began);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, queued.length) }, worker));
    active.delete(run.record.RUN_ID);
    if (!closed && run.details.every((detail) => detail.STATUS !== 'Q' && detail.STATUS !== 'R')) finish(run);
  };

  return {
    async startRun(members, user) {
      if (closed) throw new Error('The run engine is closed');
      const { caseIds, givenVariables } = resolveRunCases(store, members);
      const run = targetRun(members, user);
      const queued = enqueue(run, caseIds);
      if (members.ASYNC === 'X') {
        void runInBackground(run, queued, givenVariables);
        return { kind: 'async', runId: run.record.RUN_ID };
      }
      for (const detail of queued) execute(run, detail, givenVariables.get(detail.CASEID), stamp());
      finish(run);
      return { kind: 'sync', run };
    },
    activeRuns: () => active.size,
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
