import type { RowSetState } from '../../../components/data-table/row-set/row-set';
import { countOf, matchingFilters } from '../../../../format/format-count';

/** How many runs there are, loading progress, how many the table's filters leave, and whether some still run. */
export function RunsStatus({ state }: { state: RowSetState }) {
  const running = state.counts.running ?? 0;
  return (
    <p role="status" className="muted">
      {state.complete ? countOf(state.loaded, 'run') : `Loading… ${countOf(state.loaded, 'run')} so far, newest first`}
      {state.count === state.loaded ? '' : matchingFilters(state.count)}
      {running > 0 ? ', some still in progress (refreshing on their own)' : ''}
      {state.viewPending ? ' (updating…)' : ''}
    </p>
  );
}
