// What a run came to, counted the way the service counts it (docs/interface/decisions.md#statuses-and-run-types-d4): passed are S and W, failed
// are E and A; a case still queued or running when the run ended has not run.
import { FAILED_STATUSES, PASSED_STATUSES, TEST_STATUSES, statusText } from '../contract/codes';
import type { Execution, ListedRun } from '../contract/records';

export interface StatusCount {
  status: string;
  text: string;
  count: number;
}

export interface RunOutcome {
  total: number;
  passed: number;
  failed: number;
  /** Passed cases in percent of all cases; 0 for a run without cases. */
  passRate: number;
  /** One entry per status that occurs, in the order of TEST_STATUSES, never-run last. */
  byStatus: StatusCount[];
}

export const isFailedDetail = (detail: Pick<Execution, 'STATUS'>): boolean => FAILED_STATUSES.includes(detail.STATUS);

export function runOutcome(run: Pick<ListedRun, 'DETAILS'>): RunOutcome {
  const counts = new Map<string, number>();
  for (const detail of run.DETAILS) counts.set(detail.STATUS, (counts.get(detail.STATUS) ?? 0) + 1);
  const order = [...Object.keys(TEST_STATUSES), ...[...counts.keys()].filter((status) => !(status in TEST_STATUSES))];
  const byStatus = order
    .filter((status) => counts.has(status))
    .map((status) => ({ status, text: statusText(status), count: counts.get(status)! }));
  const total = run.DETAILS.length;
  const passed = run.DETAILS.filter((detail) => PASSED_STATUSES.includes(detail.STATUS)).length;
  const failed = run.DETAILS.filter(isFailedDetail).length;
  return { total, passed, failed, passRate: total > 0 ? (passed / total) * 100 : 0, byStatus };
}
