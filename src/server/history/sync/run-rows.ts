// What the store keeps of the service's records, worked out once on ingest with the same rules the screens use
// (src/analysis): each run's tally per status and its service stop's aborts, each failure's signature.
import { failureCause } from '../../../analysis/failure-message';
import { isFailedDetail } from '../../../analysis/run-outcome';
import { stoppedCount } from '../../../analysis/run-ending';
import type { ListedRun, RunDetail, TestRun } from '../../../contract/records';
import type { ComparisonRead, executions, failures, RunFingerprint, runs } from '../store/schema';
import { figureDetailsText } from './figure-details';

type RunRow = typeof runs.$inferInsert;
type ExecutionRow = typeof executions.$inferInsert;
type FailureRow = typeof failures.$inferInsert;

/** The service's wall-clock time of a date and time pair, or null while it is empty. */
export const serviceTime = (date: string, time: string): string | null =>
  date ? `${date} ${time || '00:00:00'}` : null;

/** A run's start as stored; the epoch for a run the service lists without one. */
export const runStart = (run: ListedRun): string =>
  serviceTime(run.STARTED_DATE, run.STARTED_TIME) ?? '1970-01-01 00:00:00';

/**
 * What a listing tells of a run's progress: when it changes, the stored executions are out of date. A merge
 * (MERGE_WITH_EXISTING_RUN) changes the counts and the end, a run in progress its counts as cases finish.
 */
export const runFingerprint = (
  run: Pick<ListedRun, 'END_DATE' | 'END_TIME' | 'TC_TOTAL' | 'TC_PASSED' | 'TC_FAILED'>,
): RunFingerprint => `${run.END_DATE} ${run.END_TIME}|${run.TC_TOTAL}|${run.TC_PASSED}|${run.TC_FAILED}`;

/** A run as listed (its DETAILS, if any, are not kept here). */
export function listedRunRow(run: ListedRun, listedAt: string): RunRow {
  const { DETAILS: _details, ...record } = run;
  return {
    id: run.RUN_ID,
    name: run.NAME,
    type: run.TYPE ?? '',
    startedBy: run.STARTED_BY,
    startedAt: runStart(run),
    endedAt: serviceTime(run.END_DATE, run.END_TIME),
    total: run.TC_TOTAL,
    passed: run.TC_PASSED,
    failed: run.TC_FAILED,
    record,
    listedAs: runFingerprint(run),
    listedAt,
  };
}

/** A run read with its DETAILS: its row says the stored executions (and comparison, if read) are those of this read. */
export function readRunRow(run: TestRun, listedAt: string, comparison: ComparisonRead | null): RunRow {
  const { VARIABLES: _variables, COMPARISON: _comparison, METADATA: _metadata, ...listed } = run;
  const statusCounts: Record<string, number> = {};
  for (const detail of run.DETAILS) statusCounts[detail.STATUS] = (statusCounts[detail.STATUS] ?? 0) + 1;
  return {
    ...listedRunRow(listed, listedAt),
    storedAs: runFingerprint(run),
    statusCounts,
    figureDetails: figureDetailsText(run.DETAILS),
    stopped: stoppedCount(run),
    comparison,
  };
}

export function executionRow(runId: string, detail: RunDetail, comparedFields: number | null): ExecutionRow {
  return {
    runId,
    caseId: detail.CASEID,
    folderId: detail.SCNRID,
    description: detail.DESCR,
    testType: detail.IFTYPE,
    automationObject: detail.OBJDEFID,
    status: detail.STATUS,
    statusText: detail.STATUS_TXT,
    message: detail.MESSAGE,
    documentNumber: detail.DOCNUM,
    startedAt: serviceTime(detail.STARTED_DATE, detail.STARTED_TIME),
    endedAt: serviceTime(detail.END_DATE, detail.END_TIME),
    cause: isFailedDetail(detail) ? failureCause(detail.MESSAGE) : null,
    comparedFields,
  };
}

/** The failures among a run's execution rows, each with the run's start (schema.ts: failures). */
export const failureRows = (run: ListedRun, rows: readonly ExecutionRow[]): FailureRow[] =>
  rows.flatMap(({ runId, caseId, automationObject, cause, status, message }) =>
    typeof cause !== 'string'
      ? []
      : [
          {
            runId,
            caseId,
            runStartedAt: runStart(run),
            automationObject,
            cause,
            status,
            message,
          },
        ],
  );
