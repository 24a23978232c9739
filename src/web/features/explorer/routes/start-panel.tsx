import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, type ComponentProps } from 'react';
import { folderLevelQueryOptions } from '../../../../client/scenarios/get-scenarios';
import { TOP_LEVEL_PARENT_ID } from '../../../../contract/ids';
import { formatCount } from '../../../../format/format-count';
import { QueryView } from '../../../components/query-view/query-view';
import { LoadingState } from '../../../components/states';
import { LazyFolderTable, preloadFolderTable } from '../folders/lazy-folder-table';
import { useLeafFolders } from '../folders/use-leaf-folders';
import { useAfterPaint } from '../../../components/use-after-paint';
import './start-panel.css';

const TABLE_LOADING = <LoadingState label="Loading folders" lines={6} />;

/** `/explorer`, before a folder is chosen: the folders that hold the test cases, with their counts. */
export function StartPanel() {
  // Every folder is a big read on a big catalogue: it waits until the tree's first level is there, so the tree
  // (what the user came for) never queues behind it.
  const treeShown = useQuery(folderLevelQueryOptions(TOP_LEVEL_PARENT_ID)).isSuccess;
  const leaves = useLeafFolders({ enabled: treeShown });
  // The table's code after the text has painted (a phone's largest paint is the paragraph below).
  const painted = useAfterPaint();
  useEffect(() => {
    if (painted) void preloadFolderTable();
  }, [painted]);
  return (
    <section className="stack start-panel">
      <h1>Explorer</h1>
      <p className="muted">
        Test cases are kept in the folders at the ends of the tree&apos;s branches; the folders above them sort them.
        Open one of those folders below, or choose any folder in the tree (or search for one): the arrow keys move in
        the tree, Enter opens a folder.
      </p>
      <h2>Where test cases are kept{leaves.data ? ` (${formatCount(leaves.data.length)})` : ''}</h2>
      <QueryView
        query={leaves}
        loading="Loading folders"
        loadingLines={6}
        error="Could not list where test cases are kept"
      >
        {(rows) => (
          <Suspense fallback={TABLE_LOADING}>
            <DeferredFolderTable
              painted={painted}
              label="Where test cases are kept"
              rows={rows}
              withPath
              fill
              empty={<p className="muted">No folders yet: folders created in the test automation tool appear here.</p>}
            />
          </Suspense>
        )}
      </QueryView>
    </section>
  );
}

/**
 * The table drawn in a render of its own after the page has painted, which React can pause between rows for input:
 * drawn with the first answer, a phone spent over 100 ms in one task on it.
 */
function DeferredFolderTable({ painted, ...props }: ComponentProps<typeof LazyFolderTable> & { painted: boolean }) {
  const rows = useDeferredValue<typeof props.rows | undefined>(painted ? props.rows : undefined, undefined);
  return rows ? <LazyFolderTable {...props} rows={rows} /> : TABLE_LOADING;
}
