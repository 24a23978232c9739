// The overview's figures over test cases: which fail now (their last result failed) and which have not run,
// never or not in the range. Only the few fields these figures need are read of each test case.
import { FAILED_STATUSES } from '../../contract/codes';
import type { CaseStatus } from '../../contract/records';
import { compareWire } from '../../contract/wire-order';
import { firstInOrder } from '../first-in-order';

export interface CaseRef {
  caseId: string;
  description: string;
  folderId: string;
  lastStatus: string;
  lastRunId: string;
  lastDate: string;
  lastTime: string;
}

export interface FailingCase extends CaseRef {
  /** The day its current run of failures began, as far as the range shows (see RunTally.failingSince). */
  since?: string;
  atLeast?: boolean;
}

export interface CaseList<T> {
  total: number;
  /** The first `limit` of them. */
  shown: T[];
}

export const toCaseRef = (testCase: CaseStatus): CaseRef => ({
  caseId: testCase.CASEID,
  description: testCase.DESCR,
  folderId: testCase.SCNRID,
  lastStatus: testCase.LAST_STATUS,
  lastRunId: testCase.LAST_RUN_ID,
  lastDate: testCase.LAST_STARTED_DATE,
  lastTime: testCase.LAST_STARTED_TIME,
});

const newestFirst = (a: CaseRef, b: CaseRef) =>
  compareWire(`${b.lastDate} ${b.lastTime}`, `${a.lastDate} ${a.lastTime}`) || compareWire(a.caseId, b.caseId);

export interface Failing extends CaseList<FailingCase> {
  /** Of the total, those whose last result was aborted rather than failed. */
  aborted: number;
}

/** Test cases whose last result failed (failed or aborted), the most recently failed first. */
export function failingNow(
  cases: readonly CaseRef[],
  limit: number,
  since: (caseId: string) => { since: string; atLeast: boolean } | undefined,
): Failing {
  const failing = cases.filter((ref) => FAILED_STATUSES.includes(ref.lastStatus));
  const shown = firstInOrder(failing, limit, newestFirst).map((ref) => ({ ...ref, ...since(ref.caseId) }));
  return { total: failing.length, aborted: failing.filter((ref) => ref.lastStatus === 'A').length, shown };
}

export interface NotRun {
  /** Never ran at all (no last status). */
  never: CaseList<CaseRef>;
  /** Ran at some time, but not in the range (by the runs in scope). */
  notInRange: CaseList<CaseRef>;
}

/** Never-run cases by ID; not-in-range ones longest unrun first. */
export function notRun(cases: readonly CaseRef[], executed: ReadonlySet<string>, limit: number): NotRun {
  const never = cases.filter((ref) => !ref.lastStatus);
  const notInRange = cases.filter((ref) => ref.lastStatus && !executed.has(ref.caseId));
  return {
    never: { total: never.length, shown: firstInOrder(never, limit, (a, b) => compareWire(a.caseId, b.caseId)) },
    // Oldest first; no two cases tie (their IDs differ), so this is newest-first reversed.
    notInRange: { total: notInRange.length, shown: firstInOrder(notInRange, limit, (a, b) => newestFirst(b, a)) },
  };
}
