// Two runs side by side, case by case: what a lead asks after a run ("what changed since the last one?").
// Passed and failed are counted as the service counts them (docs/interface/decisions.md#statuses-and-run-types-d4).
import { FAILED_STATUSES, PASSED_STATUSES } from '../contract/codes';
import type { RunDetail, TestRun } from '../contract/records';
import { compareWire } from '../contract/wire-order';
import { CHANGES, type Change } from '../contract/run-changes';

export interface CaseChange {
  caseId: string;
  change: Change;
  /** The case's result in the base run; absent when only the compared run has it. */
  base?: RunDetail;
  /** The case's result in the compared run; absent when only the base run has it. */
  current?: RunDetail;
}

export interface RunsComparison {
  /** One row per test case of either run, in the order of CHANGES, then by test case ID. */
  rows: CaseChange[];
  counts: Record<Change, number>;
}

type Verdict = 'passed' | 'failed' | 'unfinished';

function verdictOf(detail: RunDetail): Verdict {
  if (FAILED_STATUSES.includes(detail.STATUS)) return 'failed';
  if (PASSED_STATUSES.includes(detail.STATUS)) return 'passed';
  return 'unfinished';
}

function changeOf(base: RunDetail | undefined, current: RunDetail | undefined): Change {
  if (!current) return 'only-base';
  if (!base) return 'only-current';
  const [before, now] = [verdictOf(base), verdictOf(current)];
  if (before === 'unfinished' || now === 'unfinished') return 'unfinished';
  if (before === 'passed') return now === 'passed' ? 'still-passing' : 'new-failure';
  return now === 'passed' ? 'fixed' : 'still-failing';
}

/** A run's results by test case; should a case appear twice, its later row is its result. */
function byCase(run: Pick<TestRun, 'DETAILS'>): Map<string, RunDetail> {
  return new Map(run.DETAILS.map((detail) => [detail.CASEID, detail]));
}

/** Where a change comes in the order a lead reads them. */
const rank = (change: Change) => CHANGES.indexOf(change);

export function compareRuns(base: Pick<TestRun, 'DETAILS'>, current: Pick<TestRun, 'DETAILS'>): RunsComparison {
  const [before, now] = [byCase(base), byCase(current)];
  const caseIds = new Set([...before.keys(), ...now.keys()]);
  const counts = Object.fromEntries(CHANGES.map((change) => [change, 0])) as Record<Change, number>;
  const rows: CaseChange[] = [];
  for (const caseId of caseIds) {
    const row: CaseChange = { caseId, change: changeOf(before.get(caseId), now.get(caseId)) };
    if (before.has(caseId)) row.base = before.get(caseId)!;
    if (now.has(caseId)) row.current = now.get(caseId)!;
    counts[row.change]++;
    rows.push(row);
  }
  rows.sort((a, b) => rank(a.change) - rank(b.change) || compareWire(a.caseId, b.caseId));
  return { rows, counts };
}
