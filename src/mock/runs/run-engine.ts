// Starts runs on the mock and executes them: synchronously at once, or in the background where each test case moves
// from queued to running to its final status at a configurable pace (docs/interface/decisions.md#starting-runs-d6).
import { isUnfinishedStatus, statusText } from '../../contract/codes';
import { toWireDateTime } from '../../contract/date-time';
import type { StartRunMembers } from '../../contract/requests';
import type { RunDetail } from '../../contract/records';
import { decideOutcome, finishedDetail } from '../execution/case-outcome';
import type { MockStore, StoredRun } from '../store/store-types';
import { newRunRecord } from './new-run-record';
import { addCurrentOutput, addRun, enqueueCases, finishRun, recordResultInRun, reopenRun } from './run-changes';
import type { RunEvents } from './run-events';
import { RunNotKeptError } from './run-not-kept-error';
import { resolveRunCases } from './resolve-run-cases';
import { saveStateBeforeStart, undoStart, type StateBeforeStart } from './start-rollback';

export interface RunEngineOptions {
  seed: number;
  now: () => Date;
  /** Minimum time each test case of an async run spends running. */
  runPaceMs?: number;
  /** How many test cases of one async run execute at the same time. */
  parallelCases?: number;
  /**
   * Told about every change, e.g. to journal it; a start is answered once `persisted()` resolves, and
   * undone (RunNotKeptError) when it rejects.
   */
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

/** What a queued case needs when it executes, fixed when it was queued. */
interface QueuedCase {
  given: ReadonlyMap<string, string> | undefined;
  /**
   * How often the case has run, this run included. With the seed and the case it decides the outcome (run
   * IDs are random); fixed at queue time, so runs going on at the same time do not change each other's.
   */
  executions: number;
}

/** A start whose records are not known to be durable yet, with what undoing it needs. */
interface PendingStart {
  run: StoredRun;
  queued: readonly RunDetail[];
  before: StateBeforeStart;
}

const isUnfinished = (detail: RunDetail) => isUnfinishedStatus(detail.STATUS);

export function createRunEngine(store: MockStore, options: RunEngineOptions): RunEngine {
  const pace = options.runPaceMs ?? DEFAULT_RUN_PACE_MS;
  const parallel = options.parallelCases ?? 2;
  const events = options.events;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const active = new Set<string>();
  const queuedCases = new Map<RunDetail, QueuedCase>();
  /** Starts whose records are not known to be durable yet, in the order they changed the store. */
  const pendingStarts: PendingStart[] = [];
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
  const isInStore = (run: StoredRun) => store.runs.get(run.record.RUN_ID) === run;

  /**
   * Executes a queued case, unless it has run already (a synchronous merge ran it) or a later merge queued
   * it again in a new row. Answers whether it ran; its current output payload is the caller's to add.
   */
  const execute = (run: StoredRun, detail: RunDetail, began: { date: string; time: string }): boolean => {
    const queued = queuedCases.get(detail);
    queuedCases.delete(detail);
    if (!queued || !run.details.includes(detail)) return false;
    const runId = run.record.RUN_ID;
    const ended = stamp();
    const outcome = decideOutcome({
      seed: options.seed,
      caseId: detail.CASEID,
      executionKey: `execution ${queued.executions}`,
      object: detail.OBJDEFID,
      outputFormat: store.caseProfiles.get(detail.CASEID)!.outputFormat,
      endDate: ended.date,
      historyEnds: store.historyEnds,
    });
    const finished = finishedDetail(store.testCases.get(detail.CASEID)!, outcome, runId, {
      startedDate: began.date,
      startedTime: began.time,
      endDate: ended.date,
      endTime: ended.time,
    });
    recordResultInRun(store, run, detail, finished, queued.given);
    events?.caseFinished(runId, finished, queued.given);
    return true;
  };

  /**
   * Finishes a run once no case of it is queued or running. With merges, several requests share a run:
   * only the one that sees it complete first finishes it, so a run finishes exactly once per request.
   */
  const finishIfComplete = (run: StoredRun) => {
    if (run.record.END_DATE !== '' || run.details.some(isUnfinished)) return;
    const ended = stamp();
    finishRun(run, ended);
    events?.runFinished(run.record.RUN_ID, ended);
  };

  /** The newest run of the request's name when it merges and one exists; otherwise the request adds a run. */
  const mergeTarget = (members: StartRunMembers): StoredRun | undefined => {
    if (members.MERGE_WITH_EXISTING_RUN !== 'X') return undefined;
    const name = members.TEST_RUN_NAME?.trim() ?? '';
    const existingId = store.runIdsNewestFirst.find((id) => store.runs.get(id)!.record.NAME === name);
    return existingId === undefined ? undefined : store.runs.get(existingId);
  };

  /** The cases queued in the run the request adds to, told to the listener. */
  const queueRun = (
    members: StartRunMembers,
    user: string,
    target: StoredRun | undefined,
    caseIds: readonly string[],
    given: Map<string, Map<string, string>>,
  ) => {
    let run: StoredRun;
    if (target) {
      run = target;
      reopenRun(run);
      events?.runMerged(run.record.RUN_ID, caseIds);
    } else {
      run = addRun(store, newRunRecord(members, user, stamp()), members.EXECUTION_LANDSCAPE?.trim() || 'QAS');
      events?.runStarted(run, caseIds);
    }
    const queued = enqueueCases(store, run, caseIds);
    for (const detail of queued)
      queuedCases.set(detail, {
        given: given.get(detail.CASEID),
        executions: store.runIdsByCase.get(detail.CASEID)!.length,
      });
    return { run, queued };
  };

  /**
   * Resolves once the start's records are durable. If they cannot be, the journal refuses every later
   * write too, so no start still waiting will be kept: all of them are undone, newest first, each finding
   * the store as it saved it.
   */
  const keep = async (start: PendingStart | undefined) => {
    if (!events || !start) return;
    try {
      await events.persisted();
      const position = pendingStarts.indexOf(start);
      if (position >= 0) pendingStarts.splice(position, 1);
    } catch {
      const undone = pendingStarts.splice(0).toReversed();
      for (const { run, queued, before } of undone) {
        for (const detail of queued) queuedCases.delete(detail);
        undoStart(store, run, before);
      }
      // The cases other requests have in a run merged into may all have finished meanwhile: it ends.
      for (const { run, before } of undone) if (before.merged && isInStore(run)) finishIfComplete(run);
      throw new RunNotKeptError();
    }
  };

  const runInBackground = async (run: StoredRun, queued: readonly RunDetail[]) => {
    active.add(run.record.RUN_ID);
    const next = [...queued];
    const worker = async () => {
      for (let detail = next.shift(); detail && !isClosed(); detail = next.shift()) {
        if (!queuedCases.has(detail) || !run.details.includes(detail)) {
          queuedCases.delete(detail);
          continue;
        }
        const began = stamp();
        Object.assign(detail, {
          STATUS: 'R',
          STATUS_TXT: statusText('R'),
          STARTED_DATE: began.date,
          STARTED_TIME: began.time,
        });
        await sleep(pace);
        if (isClosed()) return;
        if (execute(run, detail, began)) addCurrentOutput(store, run, detail);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, queued.length) }, worker));
    active.delete(run.record.RUN_ID);
    if (!closed) finishIfComplete(run);
  };

  const startRun = async (members: StartRunMembers, user: string): Promise<StartedRun> => {
    if (closed) throw new Error('The run engine is closed');
    const { caseIds, givenVariables } = resolveRunCases(store, members);
    const target = mergeTarget(members);
    const before = events && saveStateBeforeStart(store, caseIds, target);
    const { run, queued } = queueRun(members, user, target, caseIds, givenVariables);
    const pending = before && { run, queued, before };
    if (pending) pendingStarts.push(pending);
    if (members.ASYNC === 'X') {
      await keep(pending);
      void runInBackground(run, queued);
      return { kind: 'async', runId: run.record.RUN_ID };
    }
    // A synchronous start answers the finished run, so what other requests still have queued or running
    // in the run it merges into runs now too.
    const own = new Set(queued);
    const takenOver = run.details
      .filter((row) => isUnfinished(row) && !own.has(row))
      .filter((detail) =>
        execute(
          run,
          detail,
          detail.STATUS === 'R' ? { date: detail.STARTED_DATE, time: detail.STARTED_TIME } : stamp(),
        ),
      );
    for (const detail of queued) execute(run, detail, stamp());
    finishIfComplete(run);
    // Payloads wait until the start is kept; if it is not, the other requests' results that stay keep theirs.
    try {
      await keep(pending);
    } catch (error) {
      for (const detail of takenOver)
        if (isInStore(run) && run.details.includes(detail)) addCurrentOutput(store, run, detail);
      throw error;
    }
    for (const detail of [...takenOver, ...queued]) addCurrentOutput(store, run, detail);
    return { kind: 'sync', run };
  };

  return {
    startRun,
    activeRuns: () => active.size,
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
