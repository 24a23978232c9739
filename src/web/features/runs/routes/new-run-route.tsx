import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../../routes/paths';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteSearch } from '../../../navigation/use-route-state';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { useDocumentTitle } from '../../../components/document-title';
import { NewRunForm } from '../form/new-run-form';
import { runFormFromLink } from '../form/run-form-model';

/** `/runs/new`, pre-filled from the link that led here. */
export function NewRunRoute() {
  useDocumentTitle('New run', 'Runs');
  const [prefill] = useRouteSearch(routeSchemas.newRun.search);
  const initial = useMemo(() => runFormFromLink(prefill), [prefill]);
  // Another link to this page (the same route) starts the form afresh.
  const { search } = useLocation();
  return (
    <div className="page stack">
      <Breadcrumbs items={[{ label: 'Runs', to: paths.runs.href() }, { label: 'New run' }]} />
      <h1>New run</h1>
      <NewRunForm key={search} initial={initial} />
    </div>
  );
}
