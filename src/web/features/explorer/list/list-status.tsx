import { FLAKY_SCORES_MAX_CASES } from '../../../../contract/dashboard-api/flaky-scores';
import { countOf, formatCount as count, matchingFilters } from '../../../../format/format-count';

export interface ListTotals {
  /** Test cases of the list before filters, and how many of them last failed (undefined: not counted). */
  all: number;
  failed?: number;
  /** How many are flaky; null: not scored (a long list); undefined: no scores here (no store). */
  flaky?: number | null;
  /** How many the filters leave. */
  shown: number;
}

/** How many test cases there are, how many last failed or are flaky, and how many the filters leave. */
export function ListStatus({ totals, updating }: { totals: ListTotals; updating: boolean }) {
  const { all, failed, flaky, shown } = totals;
  const flakyText =
    flaky === null
      ? all > FLAKY_SCORES_MAX_CASES
        ? ' (too many to score flakiness)'
        : ''
      : flaky === undefined
        ? ''
        : `, ${count(flaky)} flaky`;
  const failedText = failed === undefined ? '' : `, ${count(failed)} last failed`;
  return (
    <span className="muted" role="status">
      {countOf(all, 'test case')}
      {failedText}
      {flakyText}
      {shown === all ? '' : matchingFilters(shown)}
      {updating ? ' (updating…)' : ''}
    </span>
  );
}
