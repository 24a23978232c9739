import { useId } from 'react';
import { formatCount } from '../../../components/format-count';
import { SUBFOLDER_COLUMNS, type FolderRow } from './folder-columns';
import { FolderTable } from './folder-table';

/** What lies below a folder: its sub-folders with their counts, each a way in. */
export function SubfolderSection({ rows }: { rows: readonly FolderRow[] }) {
  const headingId = useId();
  return (
    <section className="stack subfolder-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Sub-folders ({formatCount(rows.length)})</h2>
      <FolderTable
        label="Sub-folders"
        rows={rows}
        columns={SUBFOLDER_COLUMNS}
        empty={<p className="muted">No sub-folders.</p>}
      />
    </section>
  );
}
