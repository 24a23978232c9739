import type { RowSelectionState } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ListRun } from '../../../../contract/dashboard-api/runs';
import { compareHref } from '../compare/compare-href';

/** "Compare selected": once exactly two runs are ticked, opens their comparison (the older one as the base). */
export function CompareSelected({
  selected,
  runById,
}: {
  selected: RowSelectionState;
  /** The run of a ticked row (the row set's rowById); looked up only once two are ticked. */
  runById: (id: string) => ListRun | undefined;
}) {
  const ids = Object.keys(selected).filter((id) => selected[id]);
  const chosen = ids.length === 2 ? ids.flatMap((id) => runById(id) ?? []) : [];
  const hint = chosen.length === 2 ? '' : `Tick two to compare them (${ids.length} ticked).`;
  return (
    <div className="row compare-selected">
      {chosen.length === 2 ? (
        <Link className="button" to={compareHref(chosen[0]!, chosen[1]!)}>
          Compare selected
        </Link>
      ) : (
        <button type="button" className="button" disabled>
          Compare selected
        </button>
      )}
      <span className="muted">{hint}</span>
    </div>
  );
}
