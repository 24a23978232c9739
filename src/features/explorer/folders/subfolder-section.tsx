import { Suspense, useId } from 'react';
import { formatCount } from '../../../components/format-count';
import { LoadingState } from '../../../components/states';
import type { FolderRow } from './folder-columns';
import { LazyFolderTable } from './lazy-folder-table';

/** What lies below a folder: its sub-folders with their counts, each a way in. */
export function SubfolderSection({ rows }: { rows: readonly FolderRow[] }) {
  const headingId = useId();
  return (
    <section className="stack subfolder-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Sub-folders ({formatCount(rows.length)})</h2>
      <Suspense fallback={<LoadingState label="Loading the sub-folders" lines={Math.min(rows.length, 6)} />}>
        <LazyFolderTable label="Sub-folders" rows={rows} empty={<p className="muted">No sub-folders.</p>} />
      </Suspense>
    </section>
  );
}
