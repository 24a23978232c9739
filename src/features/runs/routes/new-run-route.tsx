import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../navigation/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { NewRunForm } from '../form/new-run-form';
import { runFormFromSearch } from '../form/run-form-model';

/** `/runs/new`, pre-filled from the link that led here. */
export function NewRunRoute() {
  const [search] = useSearchParams();
  const initial = useMemo(() => runFormFromSearch(search), [search]);
  return (
    <div className="page stack">
      <Breadcrumbs items={[{ label: 'Runs', to: paths.runs.href() }, { label: 'New run' }]} />
      <h1>New run</h1>
      <NewRunForm key={search.toString()} initial={initial} />
    </div>
  );
}
