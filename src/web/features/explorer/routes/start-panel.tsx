import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, type ComponentProps } from 'react';
import { folderLevelQueryOptions } from '../../../../client/scenarios/get-scenarios';
import { TOP_LEVEL_PARENT_ID } from '../../../../contract/ids';
import { formatCount } from '../../../../format/format-count';
import { QueryView } from '../../../components/query-view/query-view';
import { useDocumentTitle } from '../../../components/document-title';
import { LoadingState } from '../../../components/states';
import { LazyFolderTable, preloadFolderTable } from '../folders/lazy-folder-table';
import { useHoldingFolders } from '../folders/use-holding-folders';
import { useAfterPaint } from '../../../components/use-after-paint';
import './start-panel.css';

const TABLE_LOADING = <LoadingState label="Loading folders" lines={6} />;

/** `/explorer`, before a folder is chosen: the folders that hold test cases, with their counts. */
export function StartPanel() {
  useDocumentTitle('Explorer');
  // Every folder is a big read on a big catalogue: it waits until the tree's first level is there, so the tree
  // (what the user came for) never queues behind it.
  const treeShown = useQuery(folderLevelQueryOptions(TOP_LEVEL_PARENT_ID)).isSuccess;
  const holders = useHoldingFolders({ enabled: treeShown });
  // The table's code after the text has painted (a phone's largest paint is the paragraph below).
  const painted = useAfterPaint();
  useEffect(() => {
    if (painted) void preloadFolderTable();
  }, [painted]);
  return (
    <section className="stack start-panel">
      <h1>Explorer</h1>
      <p className="muted">
        The folders that hold test cases, with how many each holds directly and how many of those last failed. Open one
        of them, or choose any folder in the tree (or search for one): the arrow keys move in the tree, Enter opens a
        folder.
      </p>
      <h2>Where test cases are kept{holders.data ? ` (${formatCount(holders.data.length)})` : ''}</h2>
      <QueryView
        query={holders}
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
              empty={
                <p className="muted">
                  No test cases yet: folders appear here once test cases are created in them in the test automation
                  tool.
                </p>
              }
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
