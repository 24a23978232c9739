import { useQuery } from '@tanstack/react-query';
import { getFolderCases, useStoreAnswers } from '../../../../client/dashboard/explorer-reads';
import { testCaseKeys } from '../../../../client/query-keys';
import { testCasesQueryOptions } from '../../../../client/test-cases/get-test-cases';

/**
 * Whether a folder holds test cases itself (not in its sub-folders): undefined until told; true when the read
 * failed, so that the list shows what failed. From the store, one row's read; without it, the folder's own list
 * (the very read the list then shows).
 */
export function useHoldsTestCases(folderId: string, enabled: boolean): boolean | undefined {
  const fromStore = useStoreAnswers({ enabled });
  const stored = useQuery({
    queryKey: [...testCaseKeys.folderCases({ folder: folderId }), 'holds'],
    queryFn: async ({ signal }) =>
      (
        await getFolderCases(
          { folder: folderId, deep: 'false', dir: 'asc', q: '', filter: [], offset: 0, limit: 1 },
          signal,
        )
      ).all > 0,
    enabled: enabled && fromStore === true,
  });
  const direct = useQuery({ ...testCasesQueryOptions({ SCNRID: folderId }), enabled: enabled && fromStore === false });
  const read = fromStore ? stored : direct;
  if (fromStore === undefined) return undefined;
  if (read.isError) return true;
  if (fromStore) return stored.data;
  return direct.data ? direct.data.length > 0 : undefined;
}
