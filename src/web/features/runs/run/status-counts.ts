// How many of a run's test cases are in each status. TC_PASSED and TC_FAILED fold warnings into passed and
// aborts into failed (docs/interface/decisions.md#statuses-and-run-types-d4), so a run page that read only those would call 34 aborted cases
// failed; the DETAILS rows tell every status apart.
import { statusText, TEST_STATUSES } from '../../../../contract/codes';
import { isRunFinished, type TestRun } from '../../../../contract/records';
import { compareWire } from '../../../../contract/wire-order';

export interface StatusCount {
  /** The status code; empty for cases without a result. */
  code: string;
  /** Lower case, to follow a number: "34 aborted". */
  label: string;
  count: number;
}

/** The order a reader scans a result in: how it went first, what is still to come last. */
const ORDER: readonly string[] = ['S', 'W', 'E', 'A', 'R', 'Q'];
const rank = (code: string) => (ORDER.includes(code) ? ORDER.indexOf(code) : ORDER.length);

/**
 * Every status the run's test cases are in, with how many, known statuses first in a fixed order and any
 * other code after them; `reported` are listed even when none are in them. Cases the total counts but
 * DETAILS does not list yet are queued while the run goes on, and have no result once it has finished.
 */
export function countStatuses(
  run: Pick<TestRun, 'DETAILS' | 'TC_TOTAL' | 'END_DATE'>,
  reported: readonly string[] = [],
): StatusCount[] {
  const counts = new Map<string, { label: string; count: number }>();
  const add = (code: string, label: string, count: number) => {
    const entry = counts.get(code);
    counts.set(code, { label: entry?.label ?? label, count: (entry?.count ?? 0) + count });
  };
  for (const code of reported) add(code, labelOf(code, ''), 0);
  for (const detail of run.DETAILS) add(detail.STATUS, labelOf(detail.STATUS, detail.STATUS_TXT), 1);
  const unlisted = run.TC_TOTAL - run.DETAILS.length;
  if (unlisted > 0) {
    const code = isRunFinished(run) ? '' : 'Q';
    add(code, labelOf(code, ''), unlisted);
  }
  return [...counts]
    .map(([code, { label, count }]) => ({ code, label, count }))
    .toSorted((a, b) => rank(a.code) - rank(b.code) || compareWire(a.code, b.code));
}

/** The dashboard's wording for the statuses it knows (and for no result), the service's for others. */
const labelOf = (code: string, text: string) =>
  (code in TEST_STATUSES || !code ? statusText(code) : text || code).toLowerCase();
