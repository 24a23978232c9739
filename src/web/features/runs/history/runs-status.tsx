import type { RunsPage } from '../../../../contract/dashboard-api/runs';
import { countOf, matchingFilters } from '../../../../format/format-count';

/** How many runs the list options leave, how many the table's filters leave of them, and whether some still run. */
export function RunsStatus({
  page,
  updating,
}: {
  page: Pick<RunsPage, 'all' | 'total' | 'running'>;
  updating: boolean;
}) {
  return (
    <p role="status" className="muted">
      {countOf(page.all, 'run')}
      {page.total === page.all ? '' : matchingFilters(page.total)}
      {page.running > 0 ? ', some still in progress (refreshing on their own)' : ''}
      {updating ? ' (updating…)' : ''}
    </p>
  );
}
