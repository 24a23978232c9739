import { formatCount } from '../../../components/format-count';
import { SUBFOLDER_COLUMNS, type FolderRow } from './folder-columns';
import { FolderTable } from './folder-table';

/** What lies below a folder: its sub-folders with their counts, each a way in. */
export function SubfolderSection({ rows }: { rows: readonly FolderRow[] }) {
  return (
    <section className="stack subfolder-section" aria-labelledby="subfolders-heading">
      <h2 id="subfolders-heading">Sub-folders ({formatCount(rows.length)})</h2>
      <FolderTable
        label="Sub-folders"
        rows={rows}
        columns={SUBFOLDER_COLUMNS}
        empty={<p className="muted">No sub-folders.</p>}
      />
    </section>
  );
}
