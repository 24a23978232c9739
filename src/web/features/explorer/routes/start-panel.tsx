import { useState } from 'react';
import { useStoreAnswers } from '../../../../client/dashboard/explorer-reads';
import { formatCount } from '../../../../format/format-count';
import { useDocumentTitle } from '../../../components/document-title';
import { LoadingState } from '../../../components/states';
import { HoldingFolderTable } from '../folders/holding-folder-table';
import './start-panel.css';

/** `/explorer`, before a folder is chosen: the folders that hold test cases, with their counts (from the store). */
export function StartPanel() {
  useDocumentTitle('Explorer');
  const fromStore = useStoreAnswers();
  const [total, setTotal] = useState<number>();
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
        <LoadingState label="Loading folders" lines={6} />
      ) : fromStore ? (
        <HoldingFolderTable label="Where test cases are kept" onTotal={setTotal} />
      ) : (
        <p className="muted">
          This list and the folders&apos; counts need the dashboard&apos;s server with its history store (it keeps one
          unless started with --store none). Choose a folder in the tree meanwhile.
        </p>
      )}
    </section>
  );
}
