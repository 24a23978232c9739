import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NewRunForm } from '../form/new-run-form';
import { runFormFromSearch } from '../form/run-form-model';

/** `/runs/new`, pre-filled from the link that led here. */
export function NewRunRoute() {
  const [search] = useSearchParams();
  const initial = useMemo(() => runFormFromSearch(search), [search]);
  return (
    <div className="page stack">
      <h1>New run</h1>
      <NewRunForm key={search.toString()} initial={initial} />
    </div>
  );
}
