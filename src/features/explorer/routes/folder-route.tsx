import { lazy, Suspense, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useScenario } from '../../../api/scenarios/get-scenario';
import { useFolderCounts } from '../../../api/test-cases/get-folder-counts';
import { isNumericId, padId } from '../../../contract/ids';
import type { Scenario } from '../../../contract/records';
import { ErrorState, LoadingState } from '../../../components/states';
import { BelowPrompt } from '../folders/below-prompt';
import { SubfolderSection } from '../folders/subfolder-section';
import { useSubfolders } from '../folders/use-subfolders';
import { readListParams, writeListParams } from '../list/list-params';
import { FolderHeader } from './folder-header';
import { StartPanel } from './start-panel';

// The table machinery loads with the first folder, not with the explorer's first screen.
const loadTestCaseList = () => import('../list/test-case-list');
const TestCaseList = lazy(async () => ({ default: (await loadTestCaseList()).TestCaseList }));

/** `/` (no folder yet) and `/folders/:folderId` (the folder's sub-folders and test cases). */
export function FolderRoute() {
  const { folderId } = useParams();
  const folder = useScenario(folderId ?? '', {}, { enabled: Boolean(folderId) });
  if (!folderId) return <StartPanel />;
  if (!isNumericId(folderId))
    return (
      <ErrorState
        error={new Error(`"${folderId}" is not a folder ID: folder IDs have 1 to 10 digits.`)}
        title="Unknown folder"
      />
    );
  if (folder.isError)
    return <ErrorState error={folder.error} onRetry={() => void folder.refetch()} title="Could not open the folder" />;
  return <FolderPage folderId={padId(folderId)} record={folder.data?.[0]} />;
}

/**
 * A folder with sub-folders first shows what is below it; its own test cases follow when it has any, and
 * all test cases below it on request. A folder without sub-folders is its test case list.
 */
function FolderPage({ folderId, record }: { folderId: string; record: Scenario | undefined }) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const below = useSubfolders(folderId);
  const hasSubfolders = (below.rows?.length ?? 0) > 0;
  const askCounts = hasSubfolders && !params.includeSubfolders;
  const counts = useFolderCounts(folderId, { enabled: askCounts });
  const loading = <LoadingState label="Loading test cases" lines={10} />;

  let list;
  if (!below.rows && !below.isError) list = loading;
  else if (askCounts && counts.data?.testCases === 0)
    list = (
      <BelowPrompt
        onShown={loadTestCaseList}
        onShowAll={() => setSearch(writeListParams({ ...params, includeSubfolders: true }))}
      />
    );
  else if (askCounts && counts.isPending) list = loading;
  else
    list = (
      <Suspense fallback={loading}>
        <TestCaseList folderId={folderId} hasSubfolders={hasSubfolders} />
      </Suspense>
    );

  return (
    <>
      <FolderHeader folderId={folderId} record={record} />
      {below.isError ? (
        <ErrorState error={below.error} onRetry={() => void below.refetch()} title="Could not load the sub-folders" />
      ) : null}
      {hasSubfolders ? (
        // Keyed by the mode, so switching to "every test case below" folds the section away again.
        <SubfolderSection
          key={String(params.includeSubfolders)}
          rows={below.rows!}
          startOpen={!params.includeSubfolders}
        />
      ) : null}
      {list}
    </>
  );
}
