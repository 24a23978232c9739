import { useStoreAnswers } from '../../../../client/dashboard/explorer-reads';
import { LoadingState } from '../../../components/states';
import { DirectCaseTable } from './direct-case-table';
import { useListState } from './list-frame';
import { StoredCaseTable } from './stored-case-table';

/**
 * The test cases of a folder (optionally with every one below it): sortable, filterable, selectable for a run.
 * From the store, sorted, filtered and paged there; without one, the folder's own test cases from the service.
 * `hasSubfolders` false: the folder is a leaf, so there is nothing to include and no such hint to give.
 */
export function TestCaseList({ folderId, hasSubfolders = true }: { folderId: string; hasSubfolders?: boolean }) {
  const fromStore = useStoreAnswers();
  const list = useListState(folderId);
  if (fromStore === undefined) return <LoadingState label="Loading test cases" lines={10} />;
  return fromStore ? (
    <StoredCaseTable folderId={folderId} hasSubfolders={hasSubfolders} list={list} />
  ) : (
    <DirectCaseTable folderId={folderId} list={list} />
  );
}
