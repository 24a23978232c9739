// Starts runs on the mock and executes them: synchronously at once, or in the background where each
// test case moves from queued to running to its final status at a configurable pace (decisions.md §6).
import { statusText } from '../../contract/codes';
import { toWireDateTime } from '../../contract/date-time';
import type { StartRunMembers } from '../../contract/requests';
import type { RunDetail } from '../../contract/records';
import { decideStatus, finishedDetail } from '../execution/case-outcome';
import { fioriReportUrl, reportUrl } from '../execution/run-links';
import type { MockStore, StoredRun } from '../store/store-types';
import { addRun, enqueueCases, finishRun, recordCaseResult, reopenRun } from './run-changes';
import type { RunEvents } from './run-events';
import { resolveRunCases } from './resolve-run-cases';

export interface RunEngineOptions {
  seed: number;
  now: () => Date;
  /** Minimum time each test case of an async run spends running. */
  runPaceMs?: number;
  /** How many test cases of one async run execute at the same time. */
  parallelCases?: number;
  /** Told about every change, e.g. to journal it; a start is answered once `persisted()` resolves. */
  events?: RunEvents;
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
    const executions = store.runIdsByCase.get(detail.CASEID)?.length ?? 0;
    const status = decideStatus(options.seed, detail.CASEID, `${runId}#${executions}`);
    const ended = stamp();
    const finished = finishedDetail(store.testCases.get(detail.CASEID)!, status, runId, { startedDate: began.date, startedTime: began.time, endDate: ended.date, endTime: ended.time });
    recordCaseResult(store, run, detail, finished, given);
    options.events?.caseFinished(runId, finished, given);
  };

  /**
   * Finishes a run once no case of it is queued or running. With merges, several requests share a run:
   * only the one that sees it complete first finishes it, so a run finishes exactly once per request.
   */
  const finishIfComplete = (run: StoredRun) => {
    if (run.record.END_DATE !== '' || run.details.some((detail) => detail.STATUS === 'Q' || detail.STATUS === 'R')) return;
    const ended = stamp();
    finishRun(run, ended);
    options.events?.runFinished(run.record.RUN_ID, ended);
  };

  /** The run the request adds to, with the cases queued: the newest of the same name when merging, else a new one. */
  const queueRun = (members: StartRunMembers, user: string, caseIds: readonly string[]): { run: StoredRun; queued: RunDetail[] } => {
    const name = members.TEST_RUN_NAME?.trim() ?? '';
    if (members.MERGE_WITH_EXISTING_RUN === 'X') {
      const existingId = store.runIdsNewestFirst.find((id) => store.runs.get(id)!.record.NAME === name);
      if (existingId) {
        const existing = store.runs.get(existingId)!;
        reopenRun(existing);
        options.events?.runMerged(existingId, caseIds);
        return { run: existing, queued: enqueueCases(store, existing, caseIds) };
      }
    }
    const started = stamp();
    const runId = newRunId();
    const run = addRun(
      store,
      {
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
      members.EXECUTION_LANDSCAPE?.trim() || 'QAS',
    );
    options.events?.runStarted(run, caseIds);
    return { run, queued: enqueueCases(store, run, caseIds) };
  };

  const runInBackground = async (run: StoredRun, queued: RunDetail[], given: Map<string, Map<string, string>>) => {
    active.add(run.record.RUN_ID);
    const next = [...queued];
    const worker = async () => {
      for (let detail = next.shift(); detail && !isClosed(); detail = next.shift()) {
        // A merge that queued the same case again replaced this row: the newer request runs it, and a
        // superseded result must not overwrite the newer one (nor be journaled as the run's result).
        if (!run.details.includes(detail)) continue;
        const began = stamp();
        Object.assign(detail, { STATUS: 'R', STATUS_TXT: statusText('R'), STARTED_DATE: began.date, STARTED_TIME: began.time });
        await sleep(pace);
        if (isClosed()) return;
        if (run.details.includes(detail)) execute(run, detail, given.get(detail.CASEID), began);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, queued.length) }, worker));
    active.delete(run.record.RUN_ID);
    if (!closed) finishIfComplete(run);
  };

  return {
    async startRun(members, user) {
      if (closed) throw new Error('The run engine is closed');
      const { caseIds, givenVariables } = resolveRunCases(store, members);
      const { run, queued } = queueRun(members, user, caseIds);
      if (members.ASYNC === 'X') {
        void runInBackground(run, queued, givenVariables);
        await options.events?.persisted();
        return { kind: 'async', runId: run.record.RUN_ID };
      }
      for (const detail of queued) execute(run, detail, givenVariables.get(detail.CASEID), stamp());
      finishIfComplete(run);
      await options.events?.persisted();
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
