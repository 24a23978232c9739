import { Suspense, useEffect, useState } from 'react';
import { useStoreAnswers } from '../../../../client/dashboard/explorer-reads';
import { formatCount } from '../../../../format/format-count';
import { useDocumentTitle } from '../../../components/document-title';
import { lazyWithPreload } from '../../../components/lazy-with-preload';
import { LoadingState } from '../../../components/states';
import './start-panel.css';

// The table machinery (19 KB gzip) is asked for as the panel mounts, beside the folder list's first page, and kept
// out of the explorer's first screen, whose budget is the tree's (bench/bundle-size.ts).
const { Component: HoldingFolderTable, preload: preloadHoldingTable } = lazyWithPreload(
  async () => (await import('../folders/holding-folder-table')).HoldingFolderTable,
);
const LOADING_FOLDERS = <LoadingState label="Loading folders" lines={6} />;

/** `/explorer`, before a folder is chosen: the folders that hold test cases, with their counts (from the store). */
export function StartPanel() {
  useDocumentTitle('Explorer');
  const fromStore = useStoreAnswers();
  const [total, setTotal] = useState<number>();
  useEffect(() => {
    if (fromStore) void preloadHoldingTable();
  }, [fromStore]);
  return (
    <section className="stack start-panel">
      <h1>Explorer</h1>
      <p className="muted">
        The folders that hold test cases, with how many each holds directly and how many of those last failed. Open one
        of them, or choose any folder in the tree (or search for one): the arrow keys move in the tree, Enter opens a
        folder.
      </p>
      <h2>Where test cases are kept{total === undefined ? '' : ` (${formatCount(total)})`}</h2>
      {fromStore === undefined ? (
        LOADING_FOLDERS
      ) : fromStore ? (
        <Suspense fallback={LOADING_FOLDERS}>
          <HoldingFolderTable label="Where test cases are kept" onTotal={setTotal} />
        </Suspense>
      ) : (
        <p className="muted">
          This list and the folders&apos; counts need the dashboard&apos;s server with its history store (it keeps one
          unless started with --store none). Choose a folder in the tree meanwhile.
        </p>
      )}
    </section>
  );
}
