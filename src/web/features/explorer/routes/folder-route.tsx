import { startTransition, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { folderPathQueryOptions } from '../../../../client/scenarios/folder-tree-reads';
import { padId, unpadId } from '../../../../contract/ids';
import { paths } from '../../../../routes/paths';
import { routeSchemas } from '../../../../routes/route-schemas';
import { useRouteParams, useRouteSearch } from '../../../navigation/use-route-state';
import type { Scenario } from '../../../../contract/records';
import { useDocumentTitle } from '../../../components/document-title';
import { lazyWithPreload } from '../../../components/lazy-with-preload';
import { FailedRead, QueryView } from '../../../components/query-view/query-view';
import { GONE_REASON, RecordNotFound } from '../../../components/record-not-found';
import { LoadingState } from '../../../components/states';
import { BelowPrompt } from '../folders/below-prompt';
import { preloadFolderTable } from '../folders/lazy-folder-table';
import { SubfolderSection } from '../folders/subfolder-section';
import { useSubfolders } from '../folders/use-subfolders';
import { useHoldsTestCases } from '../list/use-holds-test-cases';
import { useStoreAnswers } from '../../../../client/dashboard/explorer-reads';
import { FolderHeader } from './folder-header';

// The table machinery loads with the first folder, not with the explorer's first screen.
const { Component: TestCaseList, preload: loadTestCaseList } = lazyWithPreload(
  async () => (await import('../list/test-case-list')).TestCaseList,
);
// Keyed apart from the list's loading state: the sub-folders may come in above it, and a placeholder that is pushed
// down is a jump on screen, where one that is replaced is not.
const LOADING_FOLDER = <LoadingState key="folder" label="Loading the folder" lines={10} />;

/** `/folders/:folderId`: the folder's sub-folders and test cases. */
export function FolderRoute() {
  const route = useRouteParams(routeSchemas.folder.params);
  const folderId = route.ok ? route.params.folderId : '';
  // The record comes with the folder's path (the breadcrumb's read): one small answer from the store.
  const folder = useQuery({ ...folderPathQueryOptions(folderId), enabled: Boolean(folderId) });
  useDocumentTitle(folderTitle(route.ok ? folderId : undefined, folder.data?.folder, folder.data === null));
  if (!route.ok) return <FolderNotFound heading="Unknown folder" reason={route.problem} />;
  if (folder.data === null)
    return <FolderNotFound heading={`Folder ${unpadId(folderId)} does not exist`} reason={GONE_REASON} />;
  // The header waits for the record, the rest for the header: its name and origin take lines on a phone that
  // would push down whatever had come first. A failed refresh leaves the page in place.
  return (
    <QueryView query={folder} loading="Loading the folder" loadingLines={10} error="Could not open the folder" keepData>
      {(answer) => <FolderPage folderId={padId(folderId)} record={answer!.folder} />}
    </QueryView>
  );
}

/** The tab's title: the folder's name and ID (names repeat across the tree), or why there is none. */
function folderTitle(folderId: string | undefined, record: Scenario | undefined, gone: boolean): string {
  if (folderId === undefined) return 'Unknown folder';
  const shortId = unpadId(folderId);
  if (gone) return `Folder ${shortId} does not exist`;
  return record ? `${record.DESCR || '(no description)'} (#${shortId})` : `Folder ${shortId}`;
}

/** The way on from a folder link that leads nowhere: the folders beside it (behind Folders on a phone), or the list of all. */
function FolderNotFound({ heading, reason }: { heading: string; reason: string }) {
  return (
    <RecordNotFound heading={heading} reason={reason}>
      <p>
        Choose another folder, or see <Link to={paths.explorer.href()}>where test cases are kept</Link>.
      </p>
    </RecordNotFound>
  );
}

/**
 * A folder with sub-folders first shows what is below it; its own test cases follow when it has any, and
 * all test cases below it on request. A folder without sub-folders is its test case list.
 */
function FolderPage({ folderId, record }: { folderId: string; record: Scenario }) {
  const [list, setList] = useRouteSearch(routeSchemas.folder.search);
  const below = useSubfolders(folderId);
  // The sub-folder table's code, while the sub-folders are read.
  useEffect(() => {
    void preloadFolderTable();
  }, []);
  const hasSubfolders = (below.rows?.length ?? 0) > 0;
  // A folder with sub-folders shows its own test cases only if it holds any; its own list (started by the route's
  // loader) tells.
  const askOwn = hasSubfolders && !list.includeSubfolders;
  const holdsOwn = useHoldsTestCases(folderId, askOwn);
  const fromStore = useStoreAnswers() === true;
  const loading = <LoadingState label="Loading test cases" lines={10} />;

  let content;
  if (!below.rows && !below.read.isError) content = LOADING_FOLDER;
  else if (askOwn && holdsOwn === false)
    content = (
      <BelowPrompt
        onShown={loadTestCaseList}
        // A list of every test case below mounts in a transition, in slices, as it did when the router applied it.
        {...(fromStore
          ? { onShowAll: () => startTransition(() => setList({ includeSubfolders: true }, { replace: false })) }
          : {})}
      />
    );
  else if (askOwn && holdsOwn === undefined) content = loading;
  else
    content = (
      <Suspense fallback={loading}>
        <TestCaseList folderId={folderId} hasSubfolders={hasSubfolders} />
      </Suspense>
    );

  return (
    <>
      <FolderHeader folderId={folderId} record={record} />
      {/* While the service is not answering, it tries again by itself and shows the sub-folders once it answers. */}
      {below.read.isError ? <FailedRead query={below.read} title="Could not load the sub-folders" /> : null}
      {hasSubfolders ? (
        // Keyed by the mode, so switching to "every test case below" folds the section away again.
        <SubfolderSection key={String(list.includeSubfolders)} rows={below.rows!} startOpen={!list.includeSubfolders} />
      ) : null}
      {content}
    </>
  );
}
