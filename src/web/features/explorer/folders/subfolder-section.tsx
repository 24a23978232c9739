import { Suspense, useId, useState } from 'react';
import { useStoreAnswers } from '../../../../client/dashboard/explorer-reads';
import { formatCount } from '../../../../format/format-count';
import { LoadingState } from '../../../components/states';
import type { FolderRow } from './folder-columns';
import { folderTableHeight, LazyFolderTable } from './lazy-folder-table';

/**
 * What lies below a folder: its sub-folders with their counts, each a way in. A disclosure: while every test case
 * below is listed, the list needs the room (and its rows the connections the counts would take), so it starts
 * closed then.
 */
export function SubfolderSection({ rows, startOpen }: { rows: readonly FolderRow[]; startOpen: boolean }) {
  const panelId = useId();
  const [open, setOpen] = useState(startOpen);
  const counted = useStoreAnswers() === true;
  return (
    <section className="stack subfolder-section" aria-labelledby={`${panelId}-heading`}>
      <h2 id={`${panelId}-heading`}>
        <button
          type="button"
          className="disclosure-heading"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> Sub-folders ({formatCount(rows.length)})
        </button>
      </h2>
      {/* No class while hidden: a flex container's display would win over the hidden attribute. */}
      <div id={panelId} hidden={!open} className={open ? 'stack' : undefined}>
        {open ? (
          <>
            <Suspense
              fallback={
                // The table's own height: the note and the test cases below stay where they will be.
                <div style={{ height: folderTableHeight(rows.length), flexShrink: 0 }}>
                  <LoadingState label="Loading the sub-folders" lines={Math.min(rows.length, 6)} />
                </div>
              }
            >
              <LazyFolderTable
                label="Sub-folders"
                rows={rows}
                counted={counted}
                empty={<p className="muted">No sub-folders.</p>}
              />
            </Suspense>
            {/* Counts are of a folder's own test cases, not its branch's: say what these count. */}
            {counted && rows.some((row) => row.subfolders > 0) ? (
              <p className="muted subfolder-count-note">
                Test cases and last failed count each folder&apos;s own test cases, not those in its sub-folders.
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
