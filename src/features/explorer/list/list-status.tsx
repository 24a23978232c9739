import type { RowSetState } from '../../../components/data-table/row-set/row-set';
import { formatCount as count } from '../../../components/format-count';

/** How many test cases there are, how many last failed or are flaky, how many the filters leave, and loading progress. */
export function ListStatus({ state }: { state: RowSetState }) {
  const failed = state.counts.failed ?? 0;
  // Flaky counts only where the list was scored (a short list, scored-cases.ts).
  const flaky = state.counts.scored ? `, ${count(state.counts.flaky ?? 0)} flaky` : '';
  const totals = `${count(state.loaded)} test cases, ${count(failed)} last failed${flaky}`;
  const shown = state.count === state.loaded ? '' : `; ${count(state.count)} match the filters`;
  return (
    <span className="muted" role="status">
      {state.complete ? totals : `Loading… ${count(state.loaded)} test cases so far`}
      {shown}
      {state.viewPending ? ' (updating…)' : ''}
    </span>
  );
}
