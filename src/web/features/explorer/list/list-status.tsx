import type { RowSetState } from '../../../components/data-table/row-set/row-set';
import { countOf, formatCount as count, matchingFilters } from '../../../../format/format-count';
import { SCORED_LIST_LIMIT } from './scored-cases';

/** How many test cases there are, how many last failed or are flaky, how many the filters leave, and loading progress. */
export function ListStatus({ state }: { state: RowSetState }) {
  const failed = state.counts.failed ?? 0;
  // Flakiness is scored for short lists only (scored-cases.ts), and says so where it is not.
  const flaky =
    state.loaded > SCORED_LIST_LIMIT
      ? ' (too many to score flakiness)'
      : state.counts.scored
        ? `, ${count(state.counts.flaky ?? 0)} flaky`
        : '';
  const totals = `${countOf(state.loaded, 'test case')}, ${count(failed)} last failed${flaky}`;
  const shown = state.count === state.loaded ? '' : matchingFilters(state.count);
  return (
    <span className="muted" role="status">
      {state.complete ? totals : `Loading… ${countOf(state.loaded, 'test case')} so far`}
      {shown}
      {state.viewPending ? ' (updating…)' : ''}
    </span>
  );
}
